// One lint configuration for the whole workspace (docs/decisions/007-lint-format-and-boundaries.md).
// Prettier formats; ESLint looks only for defects and for imports that cross a boundary.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = './web/src/features';
const SERVICES_DIR = './functions/src/services';

/**
 * The server's domains, floor by floor (docs/decisions/019): a domain imports only the domains on
 * the floors below its own, never one on its own floor or above, and only through its public face
 * (its index.ts). The domains to come have their floor already: consultations and signups read
 * content and mail; the inbox reads accounts (a handover position) and mail; the member portal
 * reads members, mail, joins, the inbox and signups.
 */
const SERVICE_FLOORS = [
  ['core'],
  ['members', 'content', 'analytics'],
  ['mail', 'publishing'],
  ['accounts', 'joins', 'subscribers', 'restore', 'signups'],
  ['inbox'],
  // consultations makes a commenter who asks for updates a follower of the application (subscribers),
  // and its letter's Reply-To is the Development Review position's address (inbox) (docs/decisions/023).
  ['portal', 'consultations'],
];
const DOMAINS = SERVICE_FLOORS.flat();
const domainFolders = readdirSync(new URL(SERVICES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = domainFolders.filter((folder) => !DOMAINS.includes(folder));
if (unplaced.length > 0) {
  throw new Error(
    `functions/src/services/${unplaced.join(', ')}: on no floor. Add each domain to SERVICE_FLOORS in eslint.config.js (docs/decisions/019).`,
  );
}
const domainDir = (domain) => `${SERVICES_DIR}/${domain}`;
/** For each domain, the domains it must not import: those on its own floor and above. */
const floorZones = SERVICE_FLOORS.flatMap((floor, level) =>
  floor.map((domain) => ({
    target: domainDir(domain),
    from: SERVICE_FLOORS.slice(level)
      .flat()
      .filter((other) => other !== domain)
      .map(domainDir),
    message: `A domain imports only the domains on the floors below its own (SERVICE_FLOORS in eslint.config.js, docs/decisions/019); ${domain} is on floor ${level + 1}.`,
  })),
).filter((zone) => zone.from.length > 0);
/** Outside a domain, only its public face (index.ts) may be imported. */
const publicFaceZones = DOMAINS.map((domain) => ({
  target: [
    ...DOMAINS.filter((other) => other !== domain).map(domainDir),
    './functions/src/routes',
    './functions/src/middleware',
    './functions/src/app.ts',
    './functions/src/index.ts',
    './scripts',
    './tests',
  ],
  from: domainDir(domain),
  except: ['./index.ts'],
  message: `Import ${domain} through its public face, functions/src/services/${domain} (its index.ts): the rest of the folder is its own (docs/decisions/019).`,
}));
const features = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Code that ends up on a public page: the page script, the public layout and pages,
 * the content they render, and the features they use. It ships to every visitor, so it must stay small
 * (docs/performance.md) and must never pull in what only staff screens need.
 */
const PUBLIC_FEATURES = ['applications', 'calendar-feed', 'developments', 'events', 'home', 'membership'];
const PUBLIC_CODE = [
  'web/src/page-script/**',
  'web/src/components/layout/**',
  'web/src/components/shared/**',
  'web/src/lib/dates.ts',
  'web/src/lib/analytics.ts',
  'web/src/lib/after-first-paint.ts',
  'web/src/lib/queries/**',
  'web/src/routes/*.tsx',
  'web/src/data/**',
  'web/src/config/**',
  'web/src/publishing/**',
  ...PUBLIC_FEATURES.map((feature) => `web/src/features/${feature}/**`),
];
const STAFF_ONLY_IMPORTS = {
  paths: [
    { name: 'firebase', message: 'The Firebase SDK is for staff screens only; public pages never load it.' },
    { name: 'reactfire', message: 'Staff screens only.' },
    {
      name: '@roca/contract',
      message: 'The contract index carries every zod schema; public code imports @roca/contract/display or /limits (types are fine).',
      allowTypeImports: true,
    },
  ],
  patterns: [
    { group: ['firebase/*', '**/lib/firebase'], message: 'The Firebase SDK is for staff screens only; public pages never load it.' },
    { group: ['@uppy/*', '@radix-ui/*'], message: 'Uppy and Radix belong to the staff screens; public pages never load them.' },
    {
      group: [
        ...features.filter((f) => !PUBLIC_FEATURES.includes(f)).map((f) => `**/features/${f}/**`),
        '**/components/admin/**',
        '**/components/ui/**',
      ],
      message: 'Staff-only code: a public page never imports it.',
    },
    {
      regex:
        '^@roca/contract/(?!display$|limits$|roles$|public-pages$|applications$|staff-paths$|publishing$|item-kinds$|site$|days$|day-format$|subscription-choices$|signup-choices$|consultation-choices$|join-choices$|inbox-choices$|portal-choices$|mail-topics$|membership$|content/(seed|site-content|recurrence|occurrences)$)',
      message:
        'These contract modules load zod; public code imports their types only (display, limits, item-kinds, site, days and the others above are zod-free).',
      allowTypeImports: true,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'functions/lib/',
      'web/dist/',
      'web/.react-router/',
      'web/public/',
      'coverage/',
      'test-results/',
      '.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'contract/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./web', './functions', './scripts', './tests'],
              message: 'contract/ is shared by the web app and the functions, so it imports from neither.',
            },
            { target: './web/src', from: './functions', message: 'The web app never imports server code; share it through contract/.' },
            { target: './functions/src', from: './web', message: 'The functions never import web code; share it through contract/.' },
            {
              target: './functions/src/lib',
              from: ['./functions/src/services', './functions/src/routes', './functions/src/middleware'],
              message: 'functions/src/lib holds the lowest layer: routes -> middleware -> services -> lib, never back up.',
            },
            {
              target: './functions/src/services',
              from: ['./functions/src/routes', './functions/src/middleware'],
              message: 'Services never import the HTTP layer above them (routes, middleware).',
            },
            {
              target: './functions/src/storage',
              from: SERVICES_DIR,
              message: 'functions/src/storage is a store the domains use: it never imports a domain.',
            },
            ...floorZones,
            ...publicFaceZones,
            {
              target: ['./web/src/components', './web/src/lib'],
              from: [FEATURES_DIR, './web/src/routes'],
              message:
                'Imports flow one way, routes -> features -> components and lib: shared code never imports a feature or a route (docs/decisions/011).',
            },
            {
              target: FEATURES_DIR,
              from: './web/src/routes',
              message: 'Imports flow one way, routes -> features -> components and lib: a route composes features, never the reverse.',
            },
            ...features.map((feature) => ({
              target: `${FEATURES_DIR}/${feature}`,
              from: FEATURES_DIR,
              except: [`./${feature}`],
              message: 'Web features do not import each other: move what both need to web/src/components or web/src/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: only TypeScript sources, with each package's own tsconfig.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // Labels that wrap their control may hold its text a few elements deep (a title and a hint).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // An import stays in its folder ('./x') or names its place from web/src ('#web/lib/dates',
    // web/package.json `imports`): no '../../../' (docs/decisions/011).
    files: ['web/src/**/*.{ts,tsx}', 'web/scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: "Name the module from web/src with the '#web/' alias, e.g. '#web/lib/dates'." }] },
      ],
    },
  },
  {
    files: PUBLIC_CODE,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', STAFF_ONLY_IMPORTS] },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      // Tests read JSON bodies of any shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
