import { depthExceeds, findByPointer, getProp, parsePointer, toValue, type JsonNode } from '../json/tree';
import type { Tool } from '../model/tool';
import { providerList, whoRejects, type Rejection } from '../providers';
import { checkAgainstMeta, type MetaProblem } from '../schema/meta-check';
import { isNodePlainlyValid } from '../schema/meta-subset';
import { ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12 } from '../schema/rejections';
import type { ProviderId } from '../types';
import type { Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error: "Invalid schema for function '<name>': [] is not of type 'object', 'boolean'.",
  source: 'FoundationAgents/OpenManus #1162; yomorun/yomo PR #860 (meta-schema validation, non-strict)',
};

const MISTRAL_BOOLEAN_BOUND: Rejection = {
  provider: 'mistral',
  error: "True is not of type 'number'",
  source: 'ayunis-core/ayunis-core PR #975',
};
const MISTRAL_DESCRIPTION: Rejection = {
  provider: 'mistral',
  error:
    "Invalid tool schema: {'type': 'string', 'description': 'The description for the TikTok video'} is not of type 'string'",
  source: 'UKGovernmentBEIS/inspect_ai PR #1562',
};

/** Schemas nested deeper than this are not checked: no real one is, and the check must stay cheap. */
const MAX_CHECK_DEPTH = 200;

/** Whether the tool being walked has had its full check (once is enough: it reports every fault). */
interface Checked {
  done: boolean;
}
const notChecked = (): Checked => ({ done: false });

export const schemaInvalid: Rule<Invalid> = {
  id: 'schema-invalid',
  title: 'Not valid JSON Schema 2020-12',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'The parameters schema is not valid JSON Schema 2020-12, which Anthropic (and Bedrock, relaying it), OpenAI and Mistral check it against.',
  rejectedBy: [ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, OPENAI, MISTRAL_BOOLEAN_BOUND, MISTRAL_DESCRIPTION],
  // Judged node by node in the walk the lint makes anyway (a whole-schema proof was a second pass over every
  // node); the first node the fast proof cannot vouch for sends the whole schema to the meta-schema check.
  checkNode(node, ctx) {
    if (isNodePlainlyValid(node.node, node.depth)) return;
    const checked = ctx.toolState(notChecked);
    if (checked.done) return;
    checked.done = true;
    return checkSchema(node.tool);
  },
  message({ tool, schema, problem }) {
    const providers = providersFor(schema, problem.pointer);
    return {
      ...rangeAt(tool, schema, problem.pointer),
      pointer: tool.schemaPointer + problem.pointer,
      providers,
      text: `${problem.what}: ${providerList(providers)} reject a schema that is not valid JSON Schema 2020-12 ("JSON schema is invalid"). ${problem.fix}`,
    };
  },
};

/** One place the tool's parameters schema faults the meta-schema. */
interface Invalid {
  tool: Tool;
  schema: JsonNode;
  problem: MetaProblem;
}

/** The meta-schema check of the tool's whole parameters schema, one state per place it faults. */
function checkSchema(tool: Tool): Invalid[] | undefined {
  const schema = tool.schema;
  if (!schema || depthExceeds(schema, MAX_CHECK_DEPTH)) return;
  const value = toValue(schema);
  if (value === undefined) return; // it holds a value not known: the meta-schema cannot judge it
  const found: Invalid[] = [];
  for (const problem of checkAgainstMeta(value)) found.push({ tool, schema, problem });
  return found;
}

/**
 * A tuple `items: [...]` is valid up to draft-07, which OpenAI's check may
 * follow, and Mistral's (a draft 6 or later, which one is not known); only the
 * 2020-12 checkers are sure to refuse it.
 */
function providersFor(schema: JsonNode, pointer: string): ProviderId[] {
  const tokens = parsePointer(pointer);
  const tuple = tokens[tokens.length - 1] === 'items' && findByPointer(schema, pointer)?.kind === 'array';
  return whoRejects(tuple ? ['anthropic', 'bedrock'] : ['anthropic', 'bedrock', 'openai', 'mistral']);
}

/** The key of the member the pointer names, an array element itself, or the schema's own key for the root. */
function rangeAt(tool: Tool, schema: JsonNode, pointer: string): { offset: number; length: number } {
  const tokens = parsePointer(pointer);
  if (!tokens.length) {
    const p = tool.schemaProp;
    return p
      ? { offset: p.keyOffset, length: p.keyLength }
      : { offset: schema.offset, length: Math.min(1, schema.length) };
  }
  const parent = findByPointer(schema, pointer.slice(0, pointer.lastIndexOf('/')));
  const last = tokens[tokens.length - 1];
  if (parent?.kind === 'object') {
    const member = getProp(parent, last);
    if (member) return { offset: member.keyOffset, length: member.keyLength };
  }
  const node = findByPointer(schema, pointer) ?? schema;
  return { offset: node.offset, length: node.length };
}
