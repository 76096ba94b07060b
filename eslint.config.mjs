import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import appList from './tools/apps.cjs';

/** The app folders, from the one list of apps. */
const apps = appList.apps.map((app) => app.dir);

/** A remote never imports another app's source; everyone uses @zomato/shared's one entry. */
const boundaries = apps.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // Its package.json "exports": the main entry, the full runtime-config check for the
            // render server and deploy/, a remote's standalone start (both kept out of the
            // browser's first load), the render server's reading of the cart hint cookie and the
            // restaurant section (bundled by the two remotes that mount it).
            group: [
              '@zomato/shared/*',
              '!@zomato/shared/cart-hint',
              '!@zomato/shared/check-runtime-config',
              '!@zomato/shared/restaurant-section',
              '!@zomato/shared/standalone',
            ],
            message: 'Import @zomato/shared from its public entries (its package.json "exports").',
          },
          {
            group: [
              ...apps.filter((other) => other !== app).map((other) => `**/${other}/**`),
              '**/shared/src/**',
            ],
            message: 'Apps never import each other or shared internals: use federation or @zomato/shared.',
          },
        ],
      },
    ],
  },
}));

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
      // @zomato/shared's select components render a native <select>.
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
      // The tooling in layers, no circle: bench -> scripts -> server-rendering -> deploy.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './deploy',
              from: ['./scripts', './server-rendering', './bench'],
              message: 'deploy/ is the base layer.',
            },
            {
              target: './server-rendering',
              from: ['./scripts', './bench'],
              message: 'server-rendering/ runs alone.',
            },
            { target: './scripts', from: './bench', message: 'scripts/ never imports the bench.' },
          ],
        },
      ],
    },
  },
  ...boundaries,
);
