// Test runner settings: every suite under test/, run against the sources (the e2e suite builds
// and spawns bin/leaves.js itself).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // Every game's solver loaded, as the library's entry does, so tests may call solve() at once.
    setupFiles: ['test/loadSolvers.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
