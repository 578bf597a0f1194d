// Test runner settings: every suite under test/, run against the sources (the e2e suite builds
// and spawns bin/leaves.js itself). Three tiers, as vitest projects: `unit` (pure and quick: the
// inner loop, `npm run test:fast`), `slow` (Ink renders, fuzzing, solves with real budgets) and
// `e2e` (a built bundle in a real terminal); `npm test` runs all three.
import { defineConfig } from 'vitest/config';

const E2E = ['test/e2e/**/*.test.ts', 'test/build/**/*.test.ts'];
const SLOW = [
  'test/ui/**/*.test.tsx',
  'test/**/*fuzz*.test.{ts,tsx}',
  'test/**/*Fuzz*.test.{ts,tsx}',
  'test/solver/**/*.test.ts',
  'test/engine/hints.test.ts',
  'test/engine/properties.test.ts',
  'test/engine/ruleSet/solver*.test.ts',
  'test/cli/**/*.test.ts',
  'test/store/gameLock.test.ts',
  'test/store/gameStore.test.ts',
  'test/store/storeChecks.test.ts',
  'test/store/daily.test.ts',
  'test/store/shareCode.test.ts',
  'test/ui/winnableByDefault.test.ts',
];
const ALL = 'test/**/*.test.{ts,tsx}';
/**
 * Every game's solver loaded before each file, as the library's entry does, so tests may call
 * solve() at once; the unit tier loads none (a unit test that solves loads its game's own).
 */
const SOLVERS = ['test/loadSolvers.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: [ALL], exclude: [...E2E, ...SLOW] } },
      { extends: true, test: { name: 'slow', include: SLOW, exclude: E2E, setupFiles: SOLVERS } },
      { extends: true, test: { name: 'e2e', include: E2E, setupFiles: SOLVERS } },
    ],
  },
});
