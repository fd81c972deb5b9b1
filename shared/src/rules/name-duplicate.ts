import { childPointer, parentPointer, parsePointer, type JsonString } from '../json/tree';
import { nameRejectedBy, sanitizeToolName } from '../model/names';
import { outerPointer, type Tool } from '../model/tool';
import { providerList, type Rejection } from '../providers';
import type { ProviderId } from '../types';
import { hasText } from './support/blank';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

const ANTHROPIC: Rejection = {
  provider: 'anthropic',
  error: '{"type":"error","error":{"type":"invalid_request_error","message":"tools: Tool names must be unique."}}',
  source: 'eclipse-theia/theia #16122; microsoft/vscode #276110; anthropics/claude-code #10687',
};
const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    '{"error": {"code": 400, "message": "Duplicate function declaration found: mcp__get_guide", "status": "INVALID_ARGUMENT"}}',
  source: 'rikkahub/rikkahub #1311; owndev/Open-WebUI-Functions #135',
};

const GEMINI_LISTS = new Set(['functionDeclarations', 'function_declarations']);

export const nameDuplicate: Rule<Renamed> = {
  id: 'name-duplicate',
  title: 'Two tools with one name',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'Two tools of one list share a name, or names that become the same once sanitised for the providers that need it.',
  rejectedBy: [ANTHROPIC, GEMINI],
  checkCatalog(tools) {
    const byList = new Map<string, ListNames>();
    const lists = new Map<string, string>();
    const duplicates: Duplicate[] = [];
    for (const tool of tools) {
      const value = tool.nameProp?.value;
      if (tool.shape === 'schema' || value?.kind !== 'string' || !hasText(value.value)) continue;
      // The tools of one array share the pointer up to their index: work the list out once per array.
      const holder = outerPointer(tool);
      const array = parentPointer(holder);
      const list = lists.get(array) ?? lists.set(array, listOf(array)).get(array)!;
      const names = byList.get(list) ?? byList.set(list, { first: new Map() }).get(list)!;
      const key = sanitizeToolName(value.value);
      const first = names.first.get(key);
      if (first) duplicates.push({ tool, value, first, names });
      else names.first.set(key, tool);
    }
    // Renamed once every name of the list is known: a rename must not take a name that comes after the duplicate either.
    const states: Renamed[] = [];
    for (const d of duplicates) states.push(renamed(d, (d.names.taken ??= new Set(d.names.first.keys()))));
    return { states };
  },
  message({ tool, value, first }) {
    const name = value.value;
    const firstName = first.name!;
    const exact = name === firstName;
    const dupProviders = rejectingProviders(nameDuplicate.rejectedBy);
    // Names that differ only until sanitised collide where a client must sanitise them: for the providers that reject either name.
    const providers: ProviderId[] = exact
      ? dupProviders
      : dupProviders.filter((p) => nameRejectedBy(name).includes(p) || nameRejectedBy(firstName).includes(p));
    const firstValue = first.nameProp!.value!;
    return {
      ...atValue(value, childPointer(tool.pointer, 'name')),
      tool,
      providers,
      text: exact
        ? `Another tool in this list is already named ${JSON.stringify(name)}: ${rejectWholeRequest(providers, 'Tool names must be unique')}. Rename one of them.`
        : `${JSON.stringify(name)} and ${JSON.stringify(firstName)} are both sent as ${JSON.stringify(sanitizeToolName(name))} where names must be sanitised: ${providerList(providers)} then reject the whole request ("Tool names must be unique"). Rename one of them.`,
      related: [
        {
          offset: firstValue.offset,
          length: firstValue.length,
          message: `The first tool named ${JSON.stringify(firstName)}`,
        },
      ],
    };
  },
  fixes: ({ value, renamed }, ctx) => [
    { title: `Rename the tool to "${renamed}"`, kind: 'authoring', edits: ctx.edits.replaceValue(value, renamed) },
  ],
};

/** One list's tools by sanitised name (the first of each). */
interface ListNames {
  first: Map<string, Tool>;
  /** The names a rename may not take: every name of the list, and the renames already proposed. Made at its first duplicate. */
  taken?: Set<string>;
}

/** A tool whose name an earlier tool of its list already has. */
interface Duplicate {
  tool: Tool;
  value: JsonString;
  first: Tool;
  names: ListNames;
}

/**
 * The list a tool is sent in: the array holding it, and for Gemini the `tools`
 * array whose items hold the `functionDeclarations` (one request carries them all).
 * A file with several lists (one per provider, say) is several catalogs.
 */
function listOf(arrayPointer: string): string {
  const tokens = parsePointer(arrayPointer);
  if (GEMINI_LISTS.has(tokens[tokens.length - 1]) && /^\d+$/.test(tokens[tokens.length - 2] ?? '')) tokens.splice(-2);
  return tokens.map((t) => childPointer('', t)).join('');
}

/** A duplicate, with the name its rename takes: the next copy of the name is offered another one. */
function renamed({ tool, value, first }: Duplicate, taken: Set<string>): Renamed {
  const name = uniqueName(sanitizeToolName(value.value), taken);
  taken.add(name);
  return { tool, value, first, renamed: name };
}

interface Renamed {
  tool: Tool;
  value: JsonString;
  first: Tool;
  renamed: string;
}

/** `base_2`, `base_3`, … : the first not taken, within 64 characters. */
function uniqueName(base: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = base.slice(0, 64 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
