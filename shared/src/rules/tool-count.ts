import { parentPointer } from '../json/tree';
import { outerPointer, type Tool } from '../model/tool';
import type { Rejection } from '../providers';
import type { ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atTool } from './support/place';
import type { Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error:
    "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 129 instead.",
  source: 'zed-industries/zed #42393',
};
const VERTEX: Rejection = {
  provider: 'vertex',
  error: 'Maximum 128 function declarations can be provided.',
  source: 'aiplatform proto comment',
};
const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    'The GenerateContentRequest proto is invalid:\\n  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.',
  source: 'google-gemini/gemini-cli #19083',
};

/** The most tools one request may carry, per provider (docs/providers.md, "Whole-request limits"). */
interface Ceiling {
  max: number;
  providers: ProviderId[];
  quote: string;
}

const CEILINGS: readonly Ceiling[] = [
  { max: 128, providers: ['openai', 'vertex'], quote: 'array too long. Expected an array with maximum length 128' },
  { max: 512, providers: ['gemini'], quote: 'At most 512 function declarations can be specified' },
];

export const toolCount: Rule<Over> = {
  id: 'tool-count',
  title: 'More tools than a request may carry',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'One list holds more tools than a provider takes in a request: OpenAI and Vertex AI 128, Gemini 512.',
  rejectedBy: [OPENAI, VERTEX, GEMINI],
  checkCatalog(tools) {
    const states: Over[] = [];
    for (const list of toolLists(tools)) {
      // The engine keeps the providers among the targets (and the relays that forward to them), or drops the finding.
      for (const ceiling of CEILINGS) if (list.length > ceiling.max) states.push({ list, ceiling });
    }
    return { states };
  },
  message({ list, ceiling: { max, providers, quote } }) {
    const first = list[max];
    return {
      ...atTool(first, first.pointer),
      tool: first,
      text: `This list holds ${list.length} tools, and this is tool ${max + 1}: ${rejectWholeRequest(providers, quote)}. Send at most ${max} per request: pick the ones the task needs, or split the server.`,
      providers,
    };
  },
};

/** A list over one provider's ceiling: the finding goes on its first tool past it. */
interface Over {
  list: Tool[];
  ceiling: Ceiling;
}

/** The tools by the array that holds them: one array is one request's tool list. */
function toolLists(tools: readonly Tool[]): Tool[][] {
  const lists = new Map<string, Tool[]>();
  for (const tool of tools) {
    if (tool.shape === 'schema') continue;
    const array = parentPointer(outerPointer(tool));
    const list = lists.get(array) ?? lists.set(array, []).get(array)!;
    list.push(tool);
  }
  return [...lists.values()];
}
