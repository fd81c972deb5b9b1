import { resolve } from 'node:path';
import { createScanner, parseTree, visit } from 'jsonc-parser';
import type * as Engine from '../shared/src/index';
import { descriptionOffsets } from './lsp/keystrokes';
import { jsonLanguageService } from './peers/json-languageservice';
import { spectral } from './peers/spectral';

/**
 * What the benchmark times, each a function of the catalog text: the parse
 * floor, Toolwire (as built: dist/index.js), and the peers doing comparable work.
 */

// The engine as it ships, not the sources: `npm run bench` builds first.
export const engine = require('../dist/index.js') as typeof Engine;

/** Another build of the engine (`--baseline=<its dist/index.js>`), timed in the same rounds: a before and after. */
let baseline: typeof Engine | undefined;

export function useBaseline(path: string): void {
  baseline = require(resolve(path)) as typeof Engine;
}

const base = () => baseline!;

export type Group = 'floor' | 'toolwire' | 'peer' | 'baseline';

export interface Subject {
  id: string;
  label: string;
  group: Group;
  /** Set up once per catalog (a language service, a ruleset), then time `run`. */
  prepare(text: string): () => unknown;
}

/** Every catalog is linted whatever its size (the default maxFileSize is 5 MB). */
export const LINT_OPTIONS = { maxFileSize: Number.MAX_SAFE_INTEGER, fixes: false } as const;

/**
 * The lint with the contract rules off: the provider-profile checks that the
 * peers' schema and ruleset encode, and nothing they leave out (twins, enum
 * candidates, blob arguments, the description budget).
 */
const WIRE_ONLY = {
  ...LINT_OPTIONS,
  rules: Object.fromEntries(engine.RULES.filter((r) => r.kind === 'contract').map((r) => [r.id, 'off' as const])),
};

const EOF = 17; // jsonc-parser's SyntaxKind.EOF

export const SUBJECTS: readonly Subject[] = [
  { id: 'json-parse', label: 'JSON.parse', group: 'floor', prepare: (text) => () => JSON.parse(text) as unknown },
  {
    id: 'jsonc-scanner',
    label: 'jsonc-parser createScanner loop',
    group: 'floor',
    prepare: (text) => () => {
      const scanner = createScanner(text, false);
      while ((scanner.scan() as number) !== EOF);
    },
  },
  {
    id: 'jsonc-visit',
    label: 'jsonc-parser visit',
    group: 'floor',
    prepare: (text) => () => visit(text, {}) as unknown,
  },
  { id: 'jsonc-parse-tree', label: 'jsonc-parser parseTree', group: 'floor', prepare: (text) => () => parseTree(text) },
  {
    id: 'toolwire-parse',
    label: 'Toolwire parseJson',
    group: 'toolwire',
    prepare: (text) => () => engine.parseJson(text),
  },
  {
    id: 'toolwire-lint',
    label: 'Toolwire lint (parse, locate, all rules)',
    group: 'toolwire',
    prepare: (text) => () => engine.lint(text, LINT_OPTIONS),
  },
  {
    id: 'toolwire-lint-wire',
    label: 'Toolwire lint, wire rules only (what the peers check)',
    group: 'toolwire',
    prepare: (text) => () => engine.lint(text, WIRE_ONLY),
  },
  {
    id: 'toolwire-lint-fixes',
    label: 'Toolwire lint with every fix computed',
    group: 'toolwire',
    prepare: (text) => () => engine.lint(text, { ...LINT_OPTIONS, fixes: true }),
  },
  {
    id: 'toolwire-fix-all',
    label: 'Toolwire fixAll',
    group: 'toolwire',
    prepare: (text) => () => engine.fixAll(text, LINT_OPTIONS),
  },
  {
    id: 'toolwire-keystroke',
    label: 'Toolwire lintIncremental, one keystroke',
    group: 'toolwire',
    prepare: (text) => keystroke(text, engine),
  },
  {
    id: 'baseline-parse',
    label: 'baseline parseJson',
    group: 'baseline',
    prepare: (text) => () => base().parseJson(text),
  },
  {
    id: 'baseline-lint',
    label: 'baseline lint (parse, locate, all rules)',
    group: 'baseline',
    prepare: (text) => () => base().lint(text, LINT_OPTIONS),
  },
  {
    id: 'baseline-keystroke',
    label: 'baseline lintIncremental, one keystroke',
    group: 'baseline',
    prepare: (text) => keystroke(text, base()),
  },
  {
    id: 'vscode-json-languageservice',
    label: 'vscode-json-languageservice (parse + validate)',
    group: 'peer',
    prepare: (text) => withService(jsonLanguageService(), text),
  },
  {
    id: 'spectral',
    label: 'Spectral (parse + ruleset)',
    group: 'peer',
    prepare: (text) => withService(spectral(), text),
  },
];

function withService(service: (text: string) => Promise<number>, text: string): () => Promise<number> {
  return () => service(text);
}

/** One keystroke in the engine: a character typed into (then deleted from) a description, linted incrementally. */
function keystroke(text: string, lib: typeof Engine): () => unknown {
  const spots = descriptionOffsets(text);
  let state = lib.lintState(text, LINT_OPTIONS);
  let i = 0;
  return () => {
    const at = spots[((i >> 1) * 7919) % spots.length];
    const next = i++ % 2 === 0 ? text.slice(0, at) + 'x' + text.slice(at) : text;
    state = lib.lintIncremental(state, next, LINT_OPTIONS);
    return state.output;
  };
}
