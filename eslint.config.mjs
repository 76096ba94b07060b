import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import appList from './tools/apps.cjs';

/** The app folders, from the one list of apps. */
const apps = appList.apps.map((app) => app.dir);

/** The repository's root: the import zones' paths are from here, wherever ESLint runs. */
const root = fileURLToPath(new URL('.', import.meta.url));

/** The Node code that is no workspace of its own, and the serving rules' package. */
const nodeTooling = ['./deploy', './server-rendering', './serving'];

/**
 * Every package's own source. Node code reads a package through its package.json "exports": a
 * built entry (the "node" condition) or a data file (@zomato/shared's contract.json), never src/.
 */
const packageSources = ['shared', 'section-ui', 'mock-api', ...apps].map((dir) => `${root}${dir}/src/**`);

/** Deep imports of the two libraries: only their package.json "exports". */
const libraryEntries = {
  group: [
    '@zomato/shared/*',
    '!@zomato/shared/cart',
    '!@zomato/shared/cart-hint',
    '!@zomato/shared/check-runtime-config',
    '!@zomato/shared/site-routes.json',
    '@zomato/section-ui/*',
    '!@zomato/section-ui/forms',
    '!@zomato/section-ui/global.css',
  ],
  // Beside the main entries: the cart calls (a singleton of their own, loaded by the parts that
  // change the cart); the full runtime-config check for the render server and deploy/, and the
  // render server's reading of the cart hint cookie (both kept out of the browser); the sections'
  // form answers (server code only); the site's route facts (data); the page's global stylesheet
  // (the shell's, or a remote's standalone frame's).
  message: 'Import @zomato/shared and @zomato/section-ui from their public entries (package.json "exports").',
};

/** A remote never imports another app's source; everyone uses the libraries' entries. */
const boundaries = apps.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          libraryEntries,
          {
            group: [
              ...apps.filter((other) => other !== app).map((other) => `**/${other}/**`),
              '**/shared/src/**',
              '**/section-ui/src/**',
            ],
            message:
              "Apps never import each other or the libraries' insides: use federation, @zomato/shared or @zomato/section-ui.",
          },
        ],
      },
    ],
  },
}));

/**
 * The page-wide singleton never reaches for the section UI (each app bundles its own copy, so the
 * shell's would be the one that runs); the section UI reads the singleton through its entry only.
 */
const libraryBoundaries = [
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@zomato/section-ui',
                '@zomato/section-ui/*',
                '**/section-ui/**',
                ...apps.map((app) => `**/${app}/**`),
              ],
              message:
                '@zomato/shared holds what must be one per page: it imports neither the section UI nor an app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['section-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            libraryEntries,
            {
              group: ['**/shared/src/**', ...apps.map((app) => `**/${app}/**`)],
              message: 'The section UI imports @zomato/shared from its entry, and no app.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.tmp.*',
      '.redeploy-*/**',
      '.site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // @zomato/section-ui's select components render a native <select>.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['OptionSelect', 'CitySelect'], depth: 3 },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['mock-api/**/*.js', '**/*.cjs', 'tools/**/*.js', 'deploy/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/__tests__/**', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Playwright fixtures: `use` is not React's hook, and `{}` is how a fixture takes no deps.
    files: ['e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // No import cycles, type-only ones included (a cycle makes a module's evaluation order an accident).
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['**/__tests__/**', 'e2e/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The tooling in layers, no circle: bench -> scripts -> server-rendering, deploy -> serving.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './deploy',
              from: ['./scripts', './server-rendering', './bench'],
              message: 'deploy/ is the release tool: nothing it runs comes from the servers above it.',
            },
            {
              target: './server-rendering',
              from: ['./scripts', './bench', './deploy'],
              message:
                'server-rendering/ runs alone, without the release tool: what both use is @zomato/serving.',
            },
            {
              target: './serving',
              from: ['./scripts', './bench', './server-rendering', './deploy'],
              message: '@zomato/serving is below every server and the release tool.',
            },
            { target: './scripts', from: './bench', message: 'scripts/ never imports the bench.' },
            {
              target: nodeTooling,
              from: packageSources,
              // The data files a package lists in its exports (they need no build) live in its src/.
              except: [`${root}*/src/**/*.json`],
              message:
                'Node code imports a package by its package.json "exports" (the built "node" entry), never its src/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A package is never reached by a relative path: '../shared/src/…' is @zomato/shared's inside.
    files: nodeTooling.map((dir) => `${dir.slice(2)}/**/*.{js,cjs,mjs}`),
    // Tests, and a workspace's Jest config (the repo's projects), are not what the servers run.
    ignores: ['**/__tests__/**', '**/jest.config.cjs'],
    plugins: { 'import-x': importX },
    // Resolved as Node resolves it: a package's "node" entry, never its "browser" one.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ conditionNames: ['node', 'import', 'require', 'default'] }),
      ],
    },
    rules: { 'import-x/no-relative-packages': ['error', { commonjs: true }] },
  },
  ...boundaries,
  ...libraryBoundaries,
);
