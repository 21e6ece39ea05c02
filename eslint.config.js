import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and the one direction their imports go (ADR 0037): the app's wiring, then routes,
 * then features, then components, then the offline engine, the service-worker glue, auth and
 * the API client, then lib and the contract. A feature imports no other feature; the server
 * imports nothing of src but the contract. Tests and test helpers may reach any layer; nothing
 * else may reach the test helpers (src/test, server/test). The server's test faults
 * (server/faults, LOT_TEST_FAULTS=1 only) run in the server process, so they ship in it, but
 * only server/app.ts may import them (ADR 0078).
 */
const layers = [
  { type: 'routes', pattern: 'src/routes' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'offline', pattern: 'src/offline' },
  { type: 'pwa', pattern: 'src/pwa' },
  { type: 'auth', pattern: 'src/auth' },
  { type: 'api', pattern: 'src/api' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'contract', pattern: 'src/contract' },
  // Test support: no layer's list below names it, so production code may not import it.
  { type: 'test', pattern: ['src/test', 'server/test'] },
  // Last: what is left of src is the app's wiring (main.tsx, router.tsx, routeTree.gen.ts).
  { type: 'app', pattern: 'src' },
  { type: 'faults', pattern: 'server/faults' },
  { type: 'server', pattern: 'server' },
].map((layer) => ({ ...layer, partialMatch: false }));

/** What each layer may import besides itself (a feature: only its own folder). */
const mayImport = {
  app: ['routes', 'feature', 'components', 'offline', 'pwa', 'auth', 'api', 'lib', 'contract'],
  routes: ['feature', 'components', 'offline', 'pwa', 'auth', 'api', 'lib', 'contract'],
  feature: ['components', 'offline', 'pwa', 'auth', 'api', 'lib', 'contract'],
  components: ['offline', 'pwa', 'auth', 'api', 'lib', 'contract'],
  offline: ['auth', 'api', 'lib', 'contract'],
  pwa: ['lib', 'contract'],
  auth: ['api', 'lib', 'contract'],
  api: ['lib', 'contract'],
  lib: ['contract'],
  contract: [],
  server: ['contract'],
  faults: ['server', 'contract'],
};

const layerBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      // The TypeScript resolver reads the `@/` alias from tsconfig (paths), as Vite does.
      'import/resolver': { typescript: { project: 'tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}} (layers run one way: ADR 0037)',
          policies: [
            ...Object.entries(mayImport).map(([type, below]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type === 'feature' ? '__none__' : type, ...below] } } } },
            })),
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } } } },
            // The app wires the test faults when it is told to (ADR 0078); no other server file may.
            {
              from: { element: { type: 'server', fileInternalPath: '!app.ts' } },
              disallow: { to: { element: { type: 'faults' } } },
              message: 'only server/app.ts may import the test faults (ADR 0078)',
            },
            { from: { element: { type: 'server', fileInternalPath: 'app.ts' } }, allow: { to: { element: { type: 'faults' } } } },
          ],
        },
      ],
    },
  },
];

/** Only the offline layer touches IndexedDB (which layer imports which: layerBoundaries). */
const dexieOnlyInOffline = { name: 'dexie', message: 'Only src/offline/db.ts imports dexie.' };

/** The kit's controls (src/components/ui, ADR 0079): a screen takes them from the kit, not from Chakra. */
/**
 * Nothing draws with Chakra's components (ADR 0082): the kit (src/components/ui) is the one
 * implementation of each control, in plain CSS on the theme's tokens. Chakra's package is the
 * theme's source only (src/components/ui/system.ts, read at build time).
 */
const chakraOnlyInTheme = {
  name: '@chakra-ui/react',
  message:
    "Draw with the kit (src/components/ui) and plain CSS on the theme's variables: Chakra's package is the theme's source only (src/components/ui/system.ts, ADR 0082).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'server/db/migrations',
      'server/db/migrations-pg',
      'test-results',
      'playwright-report',
      'data',
      '.scratch',
      '.tsbuild',
      // The side-by-side peer's page: built in the peer's copy, with the peer's react-admin.
      'scripts/side-by-side/peer-main.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [dexieOnlyInOffline, chakraOnlyInTheme] }],
    },
  },
  {
    // A list's cell that opens a record is a RowLink, not a router link per row (ADR 0096).
    files: ['src/features/**/*-columns.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            dexieOnlyInOffline,
            chakraOnlyInTheme,
            {
              name: '@tanstack/react-router',
              importNames: ['Link'],
              message: "A list's cell links with RowLink (src/components/data-list/row-link.tsx, ADR 0096).",
            },
          ],
        },
      ],
    },
  },
  {
    // The theme is built from Chakra's tokens.
    files: ['src/components/ui/system.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [dexieOnlyInOffline] }] },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/offline/db.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@tanstack/*', '@chakra-ui/*'], message: 'The contract is shared with the server: valibot only.' }] },
      ],
    },
  },
  ...layerBoundaries,
  {
    // A route reads and writes through its resource's module (ADR 0036): no SQL in a route file.
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='$client'], CallExpression[callee.property.name='prepare']",
          message: "SQL lives in the resource's module (server/db, server/inspections, …), not in a route file (ADR 0036).",
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Plain scripts served as they are, run in the page before any module (public/colour-mode.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}', 'tests/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
