// ESLint for Leaves (`npm run lint`, part of `npm test`): typescript-eslint's recommended rules and
// React's rules of hooks, zero warnings. The linter is installed apart, in tools/lint/, because
// typescript-eslint needs TypeScript's JavaScript API (5.x) and Leaves type-checks with the native
// TypeScript 7, which has none: its packages are loaded from there.
import { createRequire } from 'node:module';

const fromLintTools = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const tseslint = fromLintTools('typescript-eslint');
const reactHooks = fromLintTools('eslint-plugin-react-hooks');

export default tseslint.config(
  { ignores: ['dist/**', 'tools/**', '**/*.mjs', '**/*.js'] },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'vitest.config.ts'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
