import type { SourceLanguage } from '../language';
import { pythonEdits } from './edits';
import { parsePython } from './parse';

/**
 * Python: tools defined through their SDKs (FastMCP, LangChain, the OpenAI and
 * Anthropic helpers, the Agents SDK, pydantic-ai, google-genai) and tool
 * literals, read with `@lezer/python`, syntax only. Stub files (`.pyi`) hold
 * no tools and are not read.
 */
export const pythonLanguage: SourceLanguage = {
  id: 'python',
  languageIds: ['python'],
  extensions: ['.py'],
  comments: { line: '#' },
  acceptsComments: () => true,
  toolsReadAlone: false,
  code: true,
  parse: parsePython,
  edits: pythonEdits,
};
