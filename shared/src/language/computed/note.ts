import type { Span } from '../../types';

/**
 * What a converter or its SDK would do that the computed schema alone does not
 * say: throw (zod 4 on `z.date()`, pydantic on a type it has no schema for), or
 * send another schema than the one written (MCP SDK v1 and a root union).
 * The range is of the source; the message is the SDK's own words.
 */
export interface ComputedNote extends Span {
  kind: 'converter-throws' | 'root-replaced';
  message: string;
}
