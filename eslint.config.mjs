// ESLint for every workspace: TypeScript's recommended rules, React hooks rules for the two front
// ends. Formatting is left to the editor; these rules catch mistakes.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The API's layers, top to bottom (docs/architecture.md): a file may import from its own layer and
 * the layers below it, never from one above. Each entry is a folder or a file of api/src.
 */
const API_LAYERS = [
  ['server.ts', 'app.ts', 'httpServer.ts', 'cli'],
  ['routes', 'web', 'openapi', 'telegram', 'reminders', 'middlewares'],
  ['services'],
  ['activities', 'presenters'],
  ['policies', 'lists', 'validation', 'storage', 'mail', 'jobs', 'captcha', 'ratelimit', 'metrics', 'deps.ts'],
  ['models', 'db', 'i18n', 'lib', 'errors.ts'],
  ['config', 'logger.ts'],
];
const apiPath = (entry) => `./api/src/${entry}`;
/** One zone per layer: its files may not import from any layer above. */
const API_LAYER_ZONES = API_LAYERS.slice(1).map((layer, i) => ({
  target: layer.map(apiPath),
  from: API_LAYERS.slice(0, i + 1)
    .flat()
    .map(apiPath),
  message: 'An API layer imports only from its own layer and those below (docs/architecture.md).',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // No import cycles (unused exports: knip, in npm run lint).
    files: ['api/src/**/*.ts', 'common/src/**/*.ts', 'public-web/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['api/tsconfig.json', 'common/tsconfig.json', 'public-web/tsconfig.json', 'backoffice/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test/**', 'api/src/**/test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: API_LAYER_ZONES }],
      // A value that may be missing is checked (a guard, firstRow, a fallback), never asserted away.
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // A handler reads the body its validator checked (`check.input(req)`, typed beside the chains);
    // a rule that compares fields reads the unchecked body through `sentBody`/`sentField`.
    files: ['api/src/routes/**/*.ts', 'api/src/activities/**/*.ts', 'api/src/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='req'][property.name='body']",
          message: "Read the body through its validator's input(req), or sentBody/sentField for a rule on unchecked fields.",
        },
      ],
    },
  },
  {
    // public-web's layers point one way: pages/ → activity/ → components/ (docs/architecture.md).
    files: ['public-web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./public-web/src/components', './public-web/src/activity'],
              from: './public-web/src/pages',
              message: 'components/ and activity/ never import pages/: lift the shared part out of pages/.',
            },
            {
              target: './public-web/src/components',
              from: './public-web/src/activity',
              message: 'components/ never imports activity/: lift the shared part into components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches, or one handed where nothing waits for it, is a bug.
    files: ['api/src/**/*.ts', 'common/src/**/*.ts', 'public-web/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    files: ['public-web/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**', '**/scripts/**', 'api/src/cli/**', 'seeders/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every spec uses the watched `test` of e2e/support.ts (page errors and forbidden API calls fail it).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import `test` and `expect` from './support': its fixture fails a test on page errors and forbidden API calls.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
