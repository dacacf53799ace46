// One lint setup for the whole repository (npm run lint; CI runs it). Besides the usual
// TypeScript, React hooks and accessibility rules it enforces the architecture's boundaries
// (docs/architecture.md "Boundaries"):
//   - no area imports another area or the shell;
//   - the shared contract imports no app, and not the kit either (it must stay small);
//   - the types generated from the API's OpenAPI document are imported as types only;
//   - api/ imports no front-end code;
//   - deploy/ uses the API through its package entry only ('api'), and mf-shared's protocol;
//   - inside the shell and each area (app/, features/<name>/, and components/, hooks/, lib/ for
//     what several features share): a feature imports no other feature and not app/, shared code
//     imports no feature, and no import cycle (import-x/no-cycle).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// The areas, named once (mf-shared/src/contract/area-names.json); each lives in mf-<name>/.
const AREA_NAMES = Object.keys(JSON.parse(readFileSync(new URL('./mf-shared/src/contract/area-names.json', import.meta.url), 'utf8')));

const AREAS = `mf-(${AREA_NAMES.join('|')})`;
const SHARED_FOLDERS = '(components|hooks|lib)';

// The first element a file matches is its type: the layout folders before their whole package.
const ELEMENTS = [
  { type: 'shell-app', pattern: 'shell/src/app/**', partialMatch: false },
  { type: 'shell-feature', pattern: 'shell/src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'shell-shared', pattern: `shell/src/${SHARED_FOLDERS}/**`, partialMatch: false },
  { type: 'shell', pattern: 'shell/**', partialMatch: false },
  { type: 'area-app', pattern: `${AREAS}/src/app/**`, partialMatch: false, capture: ['name'] },
  { type: 'area-feature', pattern: `${AREAS}/src/features/*/**`, partialMatch: false, capture: ['name', 'feature'] },
  { type: 'area-shared', pattern: `${AREAS}/src/${SHARED_FOLDERS}/**`, partialMatch: false, capture: ['name'] },
  { type: 'area', pattern: `${AREAS}/**`, partialMatch: false, capture: ['name'] },
  { type: 'contract', pattern: 'mf-shared/src/contract/**', partialMatch: false },
  { type: 'kit', pattern: 'mf-shared/src/kit/**', partialMatch: false },
  // Test helpers (mf-shared/testing): they mount an area as the shell does, so they reach the scaffold.
  { type: 'testing', pattern: 'mf-shared/src/testing/**', partialMatch: false },
  { type: 'scaffold', pattern: 'mf-shared/src/area/**', partialMatch: false },
  { type: 'tooling', pattern: 'mf-shared/tooling/**', partialMatch: false },
  // Types generated from the API's OpenAPI document (mf-shared/api-types): types only, no code.
  { type: 'api-types', pattern: 'mf-shared/src/api-types/**', partialMatch: false },
  { type: 'api', pattern: 'api/**', partialMatch: false },
  { type: 'deploy', pattern: 'deploy/**', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
/** Elements of the same area as the importing file. */
const sameArea = (...types) => ({ to: { element: { types: { anyOf: types }, captured: { name: '{{ from.captured.name }}' } } } });
const SHELL_TYPES = ['shell-app', 'shell-feature', 'shell-shared', 'shell'];
const AREA_TYPES = ['area-app', 'area-feature', 'area-shared', 'area'];
const TEST_FILES = '**/*.test.{ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/.releases/**',
      'deploy/.state/**',
      '**/coverage/**',
      'api/drizzle/**',
      '**/*.generated.ts',
      'api/test/generated/**',
      'mf-shared/src/api-types/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code: React hooks rules and accessibility.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: {
        ...globals.browser,
        __AREA_BUILD__: 'readonly',
        __AREA_NAME__: 'readonly',
        __SERVER__: 'readonly',
        __E2E_FIXTURES__: 'readonly',
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The compiler-oriented rules of react-hooks 7 flag patterns React documents as fine
      // (adjusting state while rendering, reading refs in layout effects); keep the classic two.
      'react-hooks/set-state-in-render': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/static-components': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/test-utils/**', 'mf-shared/src/testing/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // Tests load fresh module copies with jest.isolateModules + require.
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      // The API's package entry: what other packages may import of it ('api').
      'boundaries/files': [{ category: 'package-entry', pattern: 'api/src/index.ts' }],
      'boundaries/include': ['shell/**', 'mf-*/**', 'api/**', 'deploy/**'],
      'import/resolver': { typescript: { project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // The shell and each area: what every part of them may use from outside.
            { from: { element: { types: { anyOf: SHELL_TYPES } } }, allow: to('contract', 'kit', 'tooling', 'testing') },
            { from: { element: { types: { anyOf: AREA_TYPES } } }, allow: to('contract', 'kit', 'scaffold', 'tooling', 'testing') },
            // Inside: app/ and the package's root files (entries, test-utils) compose everything;
            // a feature uses only itself and the shared folders; shared code uses only shared code.
            { from: { element: { types: { anyOf: ['shell-app', 'shell'] } } }, allow: to(...SHELL_TYPES) },
            {
              from: { element: { type: 'shell-feature' } },
              allow: [
                to('shell-shared'),
                { to: { element: { type: 'shell-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'shell-shared' } }, allow: to('shell-shared') },
            { from: { element: { types: { anyOf: ['area-app', 'area'] } } }, allow: sameArea(...AREA_TYPES) },
            {
              from: { element: { type: 'area-feature' } },
              allow: [
                sameArea('area-shared'),
                {
                  to: {
                    element: {
                      type: 'area-feature',
                      captured: { name: '{{ from.captured.name }}', feature: '{{ from.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            { from: { element: { type: 'area-shared' } }, allow: sameArea('area-shared') },
            // Tests anywhere in a package may use its test helpers (src/test-utils, shell/src/test).
            { from: { element: { types: { anyOf: AREA_TYPES } }, file: { path: TEST_FILES } }, allow: sameArea('area') },
            { from: { element: { types: { anyOf: SHELL_TYPES } }, file: { path: TEST_FILES } }, allow: to('shell') },
            // The API's response shapes, as types (an area may derive its types from them, never import code).
            {
              from: { element: { types: { anyOf: [...AREA_TYPES, 'contract'] } } },
              allow: { ...to('api-types'), dependency: { kind: 'type' } },
            },
            { from: { element: { type: 'contract' } }, allow: to('contract') },
            { from: { element: { type: 'kit' } }, allow: to('kit', 'contract') },
            { from: { element: { type: 'testing' } }, allow: to('testing', 'scaffold', 'kit', 'contract') },
            { from: { element: { type: 'scaffold' } }, allow: to('scaffold', 'kit', 'contract') },
            // The kit's and the scaffold's own tests use the shared test helpers too.
            { from: { element: { types: { anyOf: ['kit', 'scaffold'] } }, file: { path: '**/*.test.{ts,tsx}' } }, allow: to('testing') },
            { from: { element: { type: 'tooling' } }, allow: to('tooling') },
            { from: { element: { type: 'api' } }, allow: to('api') },
            // deploy: itself, the API's package entry, and the contract (mf-shared/protocol).
            { from: { element: { type: 'deploy' } }, allow: to('deploy', 'contract') },
            { from: { element: { type: 'deploy' } }, allow: { to: { element: { type: 'api' }, file: { categories: 'package-entry' } } } },
          ],
        },
      ],
    },
  },
  {
    // Import cycles inside the front-end packages (a cycle between features is also a boundary error).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  prettier,
);
