import type { SourceLanguage } from '../language';
import { scriptModules } from './modules';

/** The host's `require`: the engine has no Node types (compiler.ts). */
declare const require: (id: string) => unknown;

type FrontEnd = typeof import('./front-end');
let frontEnd: FrontEnd | undefined;

/**
 * The parser and the edit writer, loaded on the first TS/JS document: what
 * the registry keeps of this language is its data, so a bundle that never
 * reads TS/JS leaves the front end out (esbuild.mjs) and one that does
 * evaluates it only then.
 */
function loaded(): FrontEnd {
  return (frontEnd ??= require('./front-end') as FrontEnd);
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * TypeScript and JavaScript (JSX included): tool literals in code, read
 * through the TypeScript compiler's parser, syntax only.
 */
export const typescriptLanguage: SourceLanguage = {
  id: 'typescript',
  names: ['TypeScript', 'JavaScript'],
  languageIds: ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'],
  extensions: EXTENSIONS,
  comments: { line: '//', block: ['/*', '*/'] },
  acceptsComments: () => true,
  toolsReadAlone: false,
  code: true,
  prunedDirs: ['node_modules'],
  excludes: [
    // The project's own JSON, which holds no tool.
    '**/package.json',
    '**/package-lock.json',
    '**/tsconfig*.json',
    // Code that is generated, declared or bundled: its tools, if any, are linted where they are written.
    '**/*.d.ts',
    '**/*.d.mts',
    '**/*.d.cts',
    '**/*.min.js',
    `**/{dist,build,out}/**/*.{${EXTENSIONS.map((e) => e.slice(1)).join(',')}}`,
  ],
  modules: scriptModules,
  packages: {
    registry: 'npm',
    manifests: ['package.json', 'pnpm-workspace.yaml', 'package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'],
  },
  // Its own outline already lists the consts and object members tools are written as.
  outline: false,
  parse: (text, options) => loaded().parseScript(text, options),
  edits: (text, parsed) => loaded().scriptEdits(text, parsed),
};
