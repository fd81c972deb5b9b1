import type { JsonNode } from '../../../json/tree';
import type { Span } from '../../../types';
import { str } from '../../computed/tree-builders';
import { get, mapProps, set } from './json-edit';
import {
  inlineRefs,
  langchainRmTitles,
  oneOfAsAnyOf,
  pruneClosed,
  pruneTitles,
  typeFirst,
  withoutRootTitle,
} from './passes';
import { geminiSchema } from './gemini-schema';
import type { PythonProfile } from './profiles';
import type { ArgField } from './signature';
import { langchainStrict, openaiStrict } from './strict';

type Docs = ReadonlyMap<string, { text: string; span: Span }> | undefined;

/** What the profile's SDK does to pydantic's output before sending it, in the SDK's order. */
/** What a pass may need of the tool beside its schema: its name and the description it is sent with. */
export interface ToolFacts {
  name: { text: string; span: Span };
  description: JsonNode | undefined;
}

export function afterPydantic(
  schema: JsonNode,
  profile: PythonProfile,
  docs: Docs,
  fields: readonly ArgField[],
  tool: ToolFacts | undefined,
): { schema: JsonNode; throws?: { message: string; span: Span } } {
  let s = schema;
  if (profile.paramDocs === 'append') s = appendDocs(s, docs, fields);
  if (profile.discriminatedAnyOf) s = oneOfAsAnyOf(s);
  if (profile.refs === 'inline-unless-recursive') s = inlineRefs(s, 'keep');
  if (profile.refs === 'inline-cut') s = inlineRefs(s, 'empty');
  if (profile.rootKeys === 'no-title') s = withoutRootTitle(s);
  if (profile.titles === 'prune') s = pruneTitles(s, 'structural');
  if (profile.titles === 'prune-lone-kept') s = pruneTitles(s, 'not-alone');
  if (profile.titles === 'langchain') s = langchainRmTitles(s);
  if (profile.pruneClosed) s = pruneClosed(s);
  if (profile.strict === 'openai' || profile.strict === 'agents') {
    const strict = openaiStrict(s, profile.strict === 'agents');
    if (strict.throws) return { schema: s, throws: { message: strict.throws.message, span: strict.throws.at } };
    s = strict.schema;
  }
  if (profile.strict === 'langchain') s = langchainStrict(s);
  if (profile.rootKeys === 'type-first') s = typeFirst(s);
  if (profile.geminiSchema && tool) {
    const g = geminiSchema(s, tool.name, tool.description);
    return 'throws' in g ? { schema: s, throws: g.throws } : { schema: g.schema };
  }
  return { schema: s };
}

/** fastmcp 3.2.4+: a docstring's parameter description appended to the property that has none. */
function appendDocs(schema: JsonNode, docs: Docs, fields: readonly ArgField[]): JsonNode {
  const props = get(schema, 'properties');
  if (!docs?.size || props?.kind !== 'object' || schema.kind !== 'object') return schema;
  const keyOf = new Map(fields.map((f) => [f.meta.alias?.name ?? f.name, f.name]));
  const updated = mapProps(props, (p) => {
    const doc = docs.get(keyOf.get(p.key) ?? p.key);
    if (!doc || p.value?.kind !== 'object' || get(p.value, 'description')) return p;
    return { ...p, value: set(p.value, 'description', str(doc.span, doc.text), doc.span) };
  });
  return set(schema, 'properties', updated);
}
