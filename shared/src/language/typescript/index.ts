import type { SourceLanguage } from '../language';
import { scriptEdits } from './edits';
import { scriptModules } from './modules';
import { parseScript } from './parse';

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
  parse: parseScript,
  edits: scriptEdits,
};
