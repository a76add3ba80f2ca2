import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Test files and their helpers may cross the boundaries below: an API test runs the projector in-process. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'tests/**'];

/** The subfolders of a folder: the slices of the domain, the features of the web app. */
const foldersOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per pair of folders: a file in one may reach another only through its index.ts
 * (and, for tests, its test-support helpers).
 */
const throughIndexOnly = (dir) => {
  const folders = foldersOf(dir);
  return folders.flatMap((target) =>
    folders
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${dir}/${target}`,
        from: `./${dir}/${from}`,
        except: ['./index.ts', './test-support'],
        message: `Import ${dir}/${from} through its index.ts, not a file inside it.`,
      })),
  );
};

const services = ['api', 'projector', 'worker'];
const otherServices = (service) => services.filter((other) => other !== service);

/**
 * What the domain may not import besides other workspaces (those are zones below): anything
 * that does I/O.
 */
const domainForbidden = [
  'pg',
  'ioredis',
  'bullmq',
  'fastify',
  'nodemailer',
  ...[
    'fs',
    'fs/promises',
    'net',
    'http',
    'https',
    'http2',
    'child_process',
    'dgram',
    'tls',
  ].flatMap((name) => [name, `node:${name}`]),
];
const workspacesOutsideTheDomain = ['eventstore', 'platform', 'read-models', ...services].map(
  (name) => `@teamledger/${name}`,
);

/**
 * Stored event data is `unknown` until the registry's parseEvent or a decider's parse has
 * read it (ARCHITECTURE.md, "Events and credentials"): a cast would type it unchecked.
 */
const castToEvent =
  "Do not cast to an event type: read a stored event with parseEvent (packages/domain/src/events/registry.ts) or its decider's parse, and type an event you build by annotation or `satisfies`.";
const castOfData =
  "Do not cast `.data`: parse it. A stored event through parseEvent or its decider's parse; any other payload (a job's, an old shape) with its zod schema.";
const cast = ':matches(TSAsExpression, TSTypeAssertion)';
// UserEvent, but not UserEvent['type']: a cast to the name of an event type types no data.
const eventTypeName = 'TSTypeReference[typeName.name=/Event$/]:not(TSIndexedAccessType > *)';
const noEventCasts = [
  // as UserEvent
  { selector: `${cast} > ${eventTypeName}.typeAnnotation`, message: castToEvent },
  // as UserEvent[], as UserEvent | undefined, as readonly UserEvent[]
  {
    selector: `${cast} > :matches(TSArrayType, TSUnionType, TSIntersectionType, TSTypeOperator).typeAnnotation ${eventTypeName}`,
    message: castToEvent,
  },
  // as Extract<DomainEvent, ...>, as Array<UserEvent>
  {
    selector: `${cast} > TSTypeReference.typeAnnotation[typeName.name=/^(Extract|Array|ReadonlyArray|Readonly|Partial)$/] ${eventTypeName}`,
    message: castToEvent,
  },
  // event.data as {...}, event?.data as {...}, event.data! as {...}
  ...['', 'ChainExpression > ', 'TSNonNullExpression > '].map((via) => ({
    selector: `${cast} > ${via}MemberExpression[property.name='data']`,
    message: castOfData,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Type-aware rules: each file is checked with the nearest tsconfig.json (the root one, or web's).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries (STYLE.md 18, DESIGN.md: no service imports another). A workspace is
  // refused twice: by name with no-restricted-imports (which needs no resolving: the services
  // export nothing, so '@teamledger/worker' does not even resolve), and by where the file is with
  // import-x/no-restricted-paths (which catches relative paths into it too).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['@teamledger/source', 'import', 'node', 'default'],
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...domainForbidden.map((name) => ({ name, message: 'The domain is pure: no I/O.' })),
            ...workspacesOutsideTheDomain.map((name) => ({
              name,
              message: 'The domain imports no other workspace.',
            })),
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/domain',
              from: [
                './packages/eventstore',
                './packages/platform',
                './packages/read-models',
                './services',
                './web',
              ],
              message: 'The domain imports no other workspace.',
            },
            ...throughIndexOnly('packages/domain/src'),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  ...services.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: otherServices(service).map((other) => ({
            name: `@teamledger/${other}`,
            message: 'No service imports another service: share code through a package.',
          })),
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: `./services/${service}`,
              from: otherServices(service).map((other) => `./services/${other}`),
              message: 'No service imports another service: share code through a package.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@teamledger/(?!domain$)',
              message: 'The web app imports only @teamledger/domain and itself.',
            },
            { regex: '^node:', message: 'The web app runs in the browser: no node: modules.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './web',
              from: './packages',
              except: ['./domain/src/index.ts'],
              message: 'The web app imports only @teamledger/domain and itself.',
            },
            {
              target: './web',
              from: ['./services', './tests'],
              message: 'The web app imports only @teamledger/domain and itself.',
            },
            ...throughIndexOnly('web/src/features'),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // The registry and its parser are where a checked payload becomes a typed event.
    ignores: ['packages/domain/src/events/registry.ts', 'packages/domain/src/shared/events.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noEventCasts] },
  },
  {
    files: ['scripts/**', 'bench/**', '**/cli/**', '**/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
