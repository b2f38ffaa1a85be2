// The linter guards the layout the README describes: which folder may import which, and no import
// cycles. `npm run lint` runs it with zero warnings allowed; `npm test` runs it first.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Folders of the SPA and the Worker, and what each may not import (README, "Layout"). */
const boundaries = [
  // A feature is one screen family: it shares through components/ and lib/, never with another feature.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code imports no feature and not the app (the router imports them, not the other way).',
  },
  {
    target: './web/src',
    from: './worker',
    except: ['./schemas', './app.ts', './lib/errors.ts', './seo/page-renderer.ts'],
    message: 'The SPA takes from the Worker only its schemas and types (AppType, ErrorBody, the page renderer contract).',
  },
  {
    target: './worker/db',
    from: ['./worker/routes', './worker/auth', './worker/search', './worker/seo', './worker/email'],
    message: 'db/ holds statements and row mappers: it imports no route, guard or service.',
  },
  {
    target: './worker/lib',
    from: './worker/routes',
    message: 'lib/ is shared by the routes: it imports none of them.',
  },
  {
    target: './worker/routes',
    from: './worker/routes',
    message: 'A route imports no other route: move what both need to lib/, db/ or seo/.',
  },
  {
    target: ['./worker', './seed', './bench', './scripts'],
    from: './web',
    // The one exception: the test that holds the Worker's rendered pages to the SPA's route table.
    except: ['./src/app/public-routes.ts', './src/app/routes.ts'],
    message: 'The Worker and the tools do not import the SPA.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.wrangler/**', 'seed/out/**', 'scripts/out/**', 'bench/out/**', 'test-results/**', 'playwright-report/**', 'worker/worker-configuration.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['web/tsconfig.json', 'worker/tsconfig.json', 'tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Modules the runtime or a build plugin provides (workerd's cloudflare:*, the map's virtual:*).
      'import-x/no-unresolved': ['error', { ignore: ['^cloudflare:', '^virtual:'] }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    files: ['worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['seed/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.ts', 'web/vite/**/*.ts', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
