// The linter guards the layout the README describes: which folder may import which, and no import
// cycles. `npm run lint` runs it with zero warnings allowed; `npm test` runs it first.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const directories = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = directories('./web/src/features');

/**
 * The Worker's domain folders: every folder of worker/ but lib/ (infrastructure), test/ (test helpers)
 * and reference/ (the reference lists every domain and the seed may read).
 */
const domains = directories('./worker').filter((name) => !['lib', 'test', 'reference'].includes(name));

/**
 * What a domain shows the others (its public face): its schemas (the contracts the SPA shares too)
 * and the modules named here. Everything else in a domain (its routes, most of its queries) is its
 * own: a domain that needs more asks for it here, in review.
 */
const publicFaces = {
  availability: ['queries/availability.ts', 'search-filter.ts'],
  accounts: ['guards.ts', 'password.ts', 'sessions.ts', 'session-record.ts', 'user.ts', 'queries/registrations.ts'],
  blog: ['queries/blog.ts'],
  email: ['mailer.ts', 'message.ts', 'templates.ts', 'queries/outbox.ts'],
  listings: ['queries/facilities.ts', 'queries/listing.ts', 'queries/listing-snapshot.ts', 'queries/services.ts', 'queries/submissions.ts'],
  media: ['store.ts', 'image-info.ts'],
  // How published reviews rank a listing: the search index orders "Best rated" by it.
  reviews: ['figures.ts'],
  // The scheduled run's job: the tests that read the files run it as production's cron does.
  'open-data': ['files.ts'],
  // What a listing's page says of our staff's checks (decision 029).
  verification: ['listing-verification.ts'],
  search: ['service.ts', 'city-service.ts', 'index-store.ts', 'listing-sets.ts', 'text.ts', 'queries/places.ts'],
};

/** A domain's schemas: `schemas.ts` when it has one file of them, `schemas/` when it has several. */
const schemasOf = (domain) => [`./schemas.ts`, `./schemas`].filter((path) => existsSync(new URL(`./worker/${domain}/${path}`, import.meta.url)));

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
    except: [
      ...domains.flatMap((domain) => schemasOf(domain).map((path) => `./${domain}/${path.slice(2)}`)),
      './lib/schemas',
      './app.ts',
      './lib/errors.ts',
      './seo/page-renderer.ts',
    ],
    message: 'The SPA takes from the Worker only its schemas and types (AppType, ErrorBody, the page renderer contract).',
  },
  // A domain takes from another only its public face (publicFaces above, and its schemas).
  ...domains.map((domain) => ({
    target: domains.filter((other) => other !== domain).map((other) => `./worker/${other}`),
    from: `./worker/${domain}`,
    except: [...schemasOf(domain), ...(publicFaces[domain] ?? []).map((path) => `./${path}`)],
    message: `A domain imports from ${domain}/ only its schemas and its public face (publicFaces in eslint.config.js).`,
  })),
  // lib/ is infrastructure: it knows no domain, except who is signed in (the request context carries
  // the user and session types, and the D1 session reads whether the request has a session cookie).
  ...domains.map((domain) => ({
    target: './worker/lib',
    from: `./worker/${domain}`,
    except: domain === 'accounts' ? ['./sessions.ts', './session-record.ts', './user.ts'] : [],
    message: 'lib/ is infrastructure: it imports no domain. Move the domain-specific part to its domain.',
  })),
  {
    target: ['./worker', './seed', './bench', './scripts'],
    from: './web',
    // The one exception: the test that holds the Worker's rendered pages to the SPA's route table.
    except: ['./src/app/public-routes.ts', './src/app/routes.ts', './src/app/facility-routes.ts', './src/app/admin-routes.ts'],
    message: 'The Worker and the tools do not import the SPA.',
  },
  {
    target: ['./worker', './web', './scripts'],
    from: './seed',
    message: 'seed/ is fake data for local runs and tests: the Worker, the SPA and the production tools never import it.',
  },
];

/**
 * The SPA's tests that read the Worker's own data, and what each reads: the catalogue test holds the
 * Spanish names of the reference data (web/src/lib/i18n/messages/es-labels.ts) to the Worker's lists
 * (worker/reference).
 */
const TESTS_READING_THE_WORKER = {
  'web/src/lib/i18n/catalogues.test.ts': './reference',
};
const boundariesReading = (allowed) =>
  boundaries.map((zone) => (zone.target === './web/src' && zone.from === './worker' ? { ...zone, except: [...zone.except, allowed] } : zone));

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
  ...Object.entries(TESTS_READING_THE_WORKER).map(([file, allowed]) => ({
    files: [file],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundariesReading(allowed) }] },
  })),
  {
    files: ['seed/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.ts', 'web/vite/**/*.ts', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
