// ESLint for Leaves (`npm run lint`, part of `npm test`): typescript-eslint's recommended rules and
// React's rules of hooks on the TypeScript, the recommended rules on the bench and build scripts
// (.mjs), and two type-aware rules everywhere: no floating promises, exhaustive switches. Zero
// warnings. The type-aware rules read the programs of tsconfig.json and tsconfig.scripts.json (the
// latter reads the package's declarations in dist/types, which `npm run typecheck` emits first).
// The linter is installed apart, in tools/lint/, because typescript-eslint needs TypeScript's
// JavaScript API (5.x) and Leaves type-checks with the native TypeScript 7, which has none: its
// packages are loaded from there.
import { createRequire } from 'node:module';

const fromLintTools = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const tseslint = fromLintTools('typescript-eslint');
const reactHooks = fromLintTools('eslint-plugin-react-hooks');

const typeScript = ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'vitest.config.ts'];
const scripts = ['bench/**/*.mjs', 'scripts/**/*.mjs'];

export default tseslint.config(
  { ignores: ['dist/**', 'tools/**', 'bin/**', 'eslint.config.mjs'] },
  {
    files: [...typeScript, ...scripts],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: typeScript,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [...typeScript, ...scripts],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.scripts.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A default case is the switch saying what every other member does (most reducers: state unchanged).
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
);
