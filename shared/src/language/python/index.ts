import type { SourceLanguage } from '../language';
import { pythonModules } from './modules';
import { mayHoldTools } from './precheck';

/** The host's `require`: the engine has no Node types. */
declare const require: (id: string) => unknown;

type FrontEnd = typeof import('./front-end');
let frontEnd: FrontEnd | undefined;

/**
 * The parser, the evaluator and the edit writer, loaded on the first Python
 * document, as the TS/JS front end's are (typescript/index.ts): a bundle that
 * reads no Python leaves them and `@lezer/python` out (esbuild.mjs).
 */
function loaded(): FrontEnd {
  return (frontEnd ??= require('./front-end') as FrontEnd);
}

/**
 * Python: tools defined through their SDKs (FastMCP, LangChain, the OpenAI and
 * Anthropic helpers, the Agents SDK, pydantic-ai, google-genai) and tool
 * literals, read with `@lezer/python`, syntax only. Stub files (`.pyi`) hold
 * no tools and are not read.
 */
export const pythonLanguage: SourceLanguage = {
  id: 'python',
  names: ['Python'],
  languageIds: ['python'],
  extensions: ['.py'],
  comments: { line: '#' },
  acceptsComments: () => true,
  toolsReadAlone: false,
  code: true,
  // A project's environments and caches: installed packages, not its own tools.
  prunedDirs: ['.venv', 'venv', '__pycache__', '.tox'],
  modules: pythonModules,
  packages: {
    registry: 'pypi',
    manifests: ['uv.lock', 'poetry.lock', 'requirements*.txt', 'pyproject.toml'],
  },
  // The precheck before the front end loads: a folder of modules with no tool word in them never loads
  // @lezer/python (a fifth of a 1,000-file CLI run was that load, for files it then did not parse).
  parse: (text, options) =>
    mayHoldTools(text) ? loaded().parsePython(text, options) : { root: undefined, errors: [], comments: [] },
  edits: (text, parsed) => loaded().pythonEdits(text, parsed),
};
