// ESLint: typescript-eslint's type-aware recommended set, and the layering of ARCHITECTURE.md
// (what the engine, the server, the extension and the preview webview may import).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { frontEndsPlugin } from './scripts/eslint-front-ends.mjs';

const NODE_BUILTINS = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const ENGINE_ENTRY = 'index';

// The engine modules that server/src and client/src may import besides the entry, shared/src/index.ts.
const ENGINE_MODULES_ALLOWED = [
  // The custom LSP requests: the contract between the extension and the server.
  'protocol',
  // The preview's data model (types and WIRE_FORMATS), shared with the webview without the engine.
  'view/model',
  // Finding, ProviderId and PROVIDERS: leaf types the preview's messages and webview need.
  'types',
  // Provider labels for the webview's findings; depends on types only.
  'providers',
  // Whether the clipboard holds a provider error: a leaf the extension runs without bundling the engine.
  'runtime/rejection/detect',
];
// What the webview may take from the engine: leaf modules only, not the entry (its bundle runs in a browser).
const ENGINE_MODULES_FOR_WEBVIEW = ['view/model', 'types', 'providers'];

// The scripts run in Node: its globals are those of the Node that runs ESLint (CommonJS's for .js files).
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly']));
const commonJsGlobals = Object.fromEntries(
  ['require', 'module', 'exports', '__dirname', '__filename'].map((name) => [name, 'readonly']),
);

// Modules are matched by exact name where they can be (a pattern 'events' would also match './events').
const noHostModules = (message) => ['vscode', ...NODE_BUILTINS].map((name) => ({ name, message }));
const noProtocolModules = (message) => ({ group: ['vscode-languageserver*', 'vscode-languageclient*'], message });
const engineOnlyThrough = (names) => ({
  regex: `(^|/)shared/src/(?!(${names.join('|')})$)`,
  message: 'Import the engine through shared/src/index.ts, or a module eslint.config.mjs declares.',
});
const notFrom = (layer, why) => ({ regex: `(^|/)${layer}/src(/|$)`, message: why });
const restrictImports = (paths, ...patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
const PURE_ENGINE = 'The engine is pure: no editor, no LSP, no Node host module.';
const BROWSER = 'The webview runs in a browser: no editor, no LSP, no Node.';

const enginePatterns = [
  noProtocolModules(PURE_ENGINE),
  notFrom('server', 'The engine does not depend on the server.'),
  notFrom('client', 'The engine does not depend on the extension.'),
];

const layering = [
  {
    files: ['shared/src/**/*.ts'],
    rules: restrictImports(noHostModules(PURE_ENGINE), ...enginePatterns),
  },
  {
    // Below the preview: what the rules, the walk and the wire forms are made of never reads how it is shown.
    files: ['shared/src/{json,language,model,providers,rules,schema,wire}/**/*.ts'],
    rules: restrictImports(noHostModules(PURE_ENGINE), ...enginePatterns, {
      regex: '(^|/)view/',
      message:
        'The preview (view/) composes what sits below it: rules, the schema walk and wire forms do not import it.',
    }),
  },
  {
    // A front end imports no other, and language/computed/ (what they share) none: resolved, not matched as written.
    files: ['shared/src/language/**/*.ts'],
    plugins: { layering: frontEndsPlugin },
    rules: { 'layering/front-ends': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: restrictImports(
      [],
      engineOnlyThrough([ENGINE_ENTRY, ...ENGINE_MODULES_ALLOWED]),
      notFrom('client', 'The server does not depend on the extension.'),
    ),
  },
  {
    files: ['client/src/**/*.ts'],
    rules: restrictImports(
      [],
      engineOnlyThrough([ENGINE_ENTRY, ...ENGINE_MODULES_ALLOWED]),
      notFrom('server', 'The extension talks to the server over LSP only.'),
    ),
  },
  {
    // Replaces the client's restrictions (flat config does not merge a rule's options), so it restates them.
    files: ['client/src/preview/webview/**/*.ts'],
    rules: restrictImports(
      noHostModules(BROWSER),
      noProtocolModules(BROWSER),
      engineOnlyThrough(ENGINE_MODULES_FOR_WEBVIEW),
      notFrom('server', 'The webview talks to the extension through messages only.'),
      {
        regex: '^\\.\\./(?!messages$)[^.]',
        message: 'Of the extension, the webview imports only the message contract (../messages).',
      },
    ),
  },
];

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'out/', '.e2e/', 'bench/results/', 'bench/data/', '**/fixtures/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The scripts no tsconfig includes (13 files) are typed with the repository's base options.
          allowDefaultProject: [
            '*.mjs',
            'scripts/*.mjs',
            // manifest-languages.ts is in test/tsconfig.json (a test imports it).
            'scripts/!(manifest-languages).ts',
            'scripts/e2e/*.mjs',
            'test/cli/helpers/*.mjs',
            'test/e2e/extension-host/*.js',
            'test/vscode/*.mjs',
            'bench/*.mjs',
            'examples/runtime/*.mjs',
          ],
          defaultProject: 'tsconfig.base.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 24,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // As TypeScript's noUnusedLocals: a rest sibling (`{ trace: _, ...rest }`) or a `_` name says "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // The regexes with control characters mean them: byte ranges (Latin-1, ASCII) and ANSI colour codes.
      'no-control-regex': 'off',
      // A promise rejects with what its callback caught, which TypeScript types unknown.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // node:test's test() and describe() return promises the runner awaits itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: nodeGlobals },
    rules: {
      // A JavaScript parameter or JSON.parse result is `any`: these would ask for a JSDoc type on each.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: commonJsGlobals },
    // The .js files are CommonJS on purpose: the VS Code extension host loads them with require.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  layering,
  {
    files: ['bench/**/*.ts'],
    // The benchmark loads built bundles by path at run time (dist/index.js, a --baseline build).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/vscode/index.ts'],
    rules: {
      // mocha's types come by reference: test/tsconfig.json's types are node's only.
      '@typescript-eslint/triple-slash-reference': 'off',
      // The suite must be required after mocha installs describe/it, not imported before.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
