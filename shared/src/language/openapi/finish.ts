import { getProp, getValue, type JsonNode, type JsonObject } from '../../json/tree';
import type { ComputedIndex } from '../computed/computed-index';
import { keywordsNote, sourceFor, stripSdkKeywords } from '../computed/finish';
import type { Span } from '../../types';
import type { OperationTool } from './operations';
import type { OpenApiConverter } from './profiles';

/**
 * A converted tool made ready for the rules: what is sent kept for the hover,
 * the keywords the converter writes on its own taken off and noted once (its
 * `additionalProperties: true`; the `$defs` of every component, where no
 * reference of the tool reaches one), every node marked as computed (a fix would have to be written
 * in the document, which the converter reads otherwise: none is offered).
 */
export function finishTool(
  { tool, schema, terms }: OperationTool,
  profile: OpenApiConverter,
  noteAt: Span,
  index: ComputedIndex,
) {
  // A converter that writes only the components a tool reaches sends those; of one that writes every one, the tree keeps those.
  if (!profile.everyComponent) keepReachedDefinitions(schema);
  const source = { ...sourceFor(schema, profile.label), terms };
  source.convention = `an operation of an OpenAPI document, made a tool by ${profile.label}`;
  const stamped = stripSdkKeywords(schema, index);
  if (profile.everyComponent && keepReachedDefinitions(schema)) stamped.push('$defs');
  if (stamped.length) {
    const note = keywordsNote(noteAt, profile.label, stamped);
    source.notes.push({ ...note, written: { additionalProperties: '`additionalProperties: true`' } });
  }
  index.noteSchemaSource(schema, source);
  index.markAll(tool);
}

const DEFS = '#/$defs/';

/**
 * The root's `$defs` less the entries no reference of the tool reaches (the
 * converter puts every component in every tool): true when none is reached,
 * and `$defs` is then taken off whole.
 */
function keepReachedDefinitions(schema: JsonObject): boolean {
  const member = getProp(schema, '$defs');
  const defs = member?.value;
  if (defs?.kind !== 'object') return false;
  const reached = new Set<string>();
  const stack: JsonNode[] = schema.props.filter((p) => p !== member).flatMap((p) => (p.value ? [p.value] : []));
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind !== 'object') continue;
    for (const p of node.props) {
      const v = p.value;
      if (p.key === '$ref' && v?.kind === 'string' && v.value.startsWith(DEFS)) {
        const name = v.value.slice(DEFS.length);
        const target = getValue(defs, name);
        if (reached.has(name) || !target) continue;
        reached.add(name);
        stack.push(target);
      } else if (v) stack.push(v);
    }
  }
  defs.props = defs.props.filter((p) => reached.has(p.key));
  if (defs.props.length) return false;
  schema.props = schema.props.filter((p) => p !== member);
  return true;
}
