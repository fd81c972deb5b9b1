import type { JsonNode } from '../../json/tree';
import type { Span } from '../../types';
import type { ComputedIndex } from '../computed/computed-index';

/**
 * Where a parameter's schema came from in Python, noted on the parse's
 * ComputedIndex for the edits that change it: the annotation (the node's own
 * range), the parameter's name, and where its SDK reads a description from.
 */
export interface PyParamOrigin extends Span {
  param: string;
  /** `Field(description=...)` (pydantic, read by every SDK built on it), or the docstring's `Args:` entry. */
  describedBy: DescribedBy;
}

export type DescribedBy =
  | { kind: 'field' }
  /** The docstring (absent: the function has none) and the `def` it belongs to. */
  | { kind: 'args'; docstring?: Span; definition: Span };

/** Notes the origin of each top-level property of an evaluated input schema (a parameter, or a model's field). */
export function noteParamOrigins(schema: JsonNode, describedBy: DescribedBy, computed: ComputedIndex): void {
  if (schema.kind !== 'object') return;
  const properties = schema.props.find((p) => p.key === 'properties')?.value;
  if (properties?.kind !== 'object') return;
  for (const p of properties.props) {
    const value = p.value;
    if (value && value.length > 0) {
      const origin: PyParamOrigin = { offset: value.offset, length: value.length, param: p.key, describedBy };
      computed.noteOrigin(value, origin);
    }
  }
}
