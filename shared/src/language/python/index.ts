import type { SourceLanguage } from '../language';
import { pythonEdits } from './edits';
import { pythonModules } from './modules';
import { parsePython } from './parse';

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
  parse: parsePython,
  edits: pythonEdits,
};
