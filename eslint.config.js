import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = (path) => `./server/src/${path}`;
const web = (path) => `./web/src/${path}`;

/**
 * The server's floors, lowest first (docs/ARCHITECTURE.md): a file may import from its own floor and
 * the ones below, never from one above.
 */
const SERVER_FLOORS = [
  ['db'],
  ['errors.ts', 'presenters'],
  ['http'],
  ['modules', 'config.ts', 'app-context.ts'],
  ['jobs'],
  ['setup'],
  ['cli', 'app.ts', 'serve.ts', 'main.ts'],
];
const serverZones = SERVER_FLOORS.slice(0, -1).flatMap((floor, i) =>
  floor.map((target) => ({
    target: server(target),
    from: SERVER_FLOORS.slice(i + 1)
      .flat()
      .map(server),
    message: `${target} sits below these: imports only point down (docs/ARCHITECTURE.md).`,
  })),
);

/**
 * Within modules: staff management sits beside sign-in, not on it (users/ asks the session cache it is
 * handed), and the audit log and the password policy sit below both.
 */
const moduleZones = [
  {
    target: server('modules/users'),
    from: server('modules/auth'),
    message: 'users/ imports nothing of auth/: it is handed the session cache (docs/ARCHITECTURE.md).',
  },
  {
    target: [server('modules/audit'), server('modules/passwords')],
    from: [server('modules/auth'), server('modules/users')],
    message: 'audit/ and passwords/ sit below auth/ and users/ (docs/ARCHITECTURE.md).',
  },
];

/** The web app's features never import each other; what they share lives in components/ and lib/. */
const FEATURES = [
  'account',
  'audit',
  'auth',
  'candidates',
  'finance',
  'orders',
  'places',
  'records',
  'reports',
  'settings',
  'staff',
  'tenants',
];
const webZones = [
  ...FEATURES.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to components/ or lib/.',
  })),
  {
    target: web('features'),
    from: web('app'),
    message: 'Features sit below the app: the app composes them.',
  },
  {
    target: [web('components'), web('lib')],
    from: [web('features'), web('app')],
    message: 'components/ and lib/ are shared by every feature: they import none.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise is awaited, returned or marked `void`, and never handed where nothing awaits it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } }, // React's onClick={async …} is the house way
      ],
    },
  },
  {
    // Production code only: a test may build the whole app to test a lower floor through it.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...moduleZones, ...webZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Drizzle describes the schema and runs the migrations; queries use db/sql.ts (decision 017).
    files: ['server/**/*.ts'],
    ignores: ['server/src/db/schema/**', 'server/src/db/migrate.ts', 'server/drizzle.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Write SQL with db/sql.ts.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The default build injects a <style> tag that the CSP blocks; toasts go through lib/notify.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-toastify', message: "Use lib/notify.ts (built on 'react-toastify/unstyled')." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'skip' },
        { object: 'test', property: 'skip' },
      ],
    },
  },
);
