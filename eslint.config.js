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
            // The one exception (ADR 0037): the router's InnerWrap checks its route ids against the
            // generated tree, a type-only import; it moves beside router.tsx with the coordinated renames.
            {
              from: { element: { type: 'components', fileInternalPath: 'ui/chakra-for-routes.tsx' } },
              allow: { to: { element: { type: 'app', fileInternalPath: 'routeTree.gen.ts' } }, dependency: { kind: 'type' } },
            },
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
const kitControls = [
  { name: '@chakra-ui/react', importNames: ['Dialog'], message: "A dialog is the kit's: import { Dialog } from '@/components/ui/dialog' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Spinner'], message: "A spinner is the kit's: import { Spinner } from '@/components/ui/spinner' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Drawer'], message: "A drawer is the kit's: import { Drawer } from '@/components/ui/drawer' (ADR 0080)." },
  { name: '@chakra-ui/react', importNames: ['Menu'], message: "A menu is the kit's: import { Menu } from '@/components/ui/menu' (ADR 0080)." },
  { name: '@chakra-ui/react', importNames: ['Tabs'], message: "Tabs are the kit's: import { Tabs } from '@/components/ui/tabs' (ADR 0080)." },
  {
    name: '@chakra-ui/react',
    importNames: ['Accordion'],
    message: "An accordion is the kit's: import { Accordion } from '@/components/ui/accordion' (ADR 0080).",
  },
  {
    name: '@chakra-ui/react',
    importNames: ['Field', 'Input', 'Textarea', 'InputGroup', 'Fieldset'],
    message: "A field is the kit's: import { TextField, TextArea, Fieldset } from '@/components/ui/field' (ADR 0079).",
  },
  { name: '@chakra-ui/react', importNames: ['NativeSelect'], message: "A select is the kit's: import { Select } from '@/components/ui/select' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Checkbox'], message: "A checkbox is the kit's: import { Checkbox } from '@/components/ui/checkbox' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Switch'], message: "A switch is the kit's: import { Switch } from '@/components/ui/switch' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Heading'], message: "A heading is the kit's: import { Heading } from '@/components/ui/heading' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Card'], message: "A card is the kit's: import { Card } from '@/components/ui/card' (ADR 0079)." },
  { name: '@chakra-ui/react', importNames: ['Alert'], message: "A notice is the kit's: import { Notice } from '@/components/ui/notice' (ADR 0079)." },
  {
    name: '@chakra-ui/react',
    importNames: ['Button', 'IconButton', 'CloseButton'],
    message: "A button is the kit's: import { Button, IconButton, CloseButton } from '@/components/ui/button' (ADR 0079).",
  },
];

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
      'no-restricted-imports': ['error', { paths: [dexieOnlyInOffline, ...kitControls] }],
    },
  },
  {
    // The kit draws its controls with Chakra's.
    files: ['src/components/ui/**/*.{ts,tsx}'],
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
