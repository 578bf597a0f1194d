// Test runner settings: every suite under test/, run against the sources (the e2e suite builds
// and spawns bin/leaves.js itself).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
