import type { RootCheck } from '../../computed/root-checks';
import type { RootHandling } from './profiles';

export const ROOT_REPLACED =
  'The MCP SDK v1 sends a tool whose input schema is not a z.object (or a raw shape) as {"type":"object","properties":{}}: the model sees no parameters';

const MCP_V2: RootCheck = {
  typeless: 'stamp',
  refusal: (type) =>
    `MCP tool and prompt schemas must describe objects (got type: "${type}"). Wrap your schema in z.object({...}) or equivalent.`,
};
/** LangChain sends a union root as converted; a string root becomes a DynamicTool's `{ input }`, not modelled. */
const LANGCHAIN: RootCheck = { typeless: 'keep' };
const OPENAI_HELPERS: RootCheck = {
  typeless: 'refuse',
  refusal: (type) => `Root schema must have type: 'object' but got type: ${type ? `'${type}'` : 'undefined'}`,
};
const OBJECT_ONLY: RootCheck = { typeless: 'refuse', refusal: (type) => `must be an object, but got ${type}` };

/** The root check of a JS SDK after its converter, in its own words (none for MCP v1, which replaces the root, and as-is). */
export function rootCheckFor(root: RootHandling, profileId: string): RootCheck | undefined {
  if (root === 'mcp-v2') return MCP_V2;
  if (root === 'langchain') return LANGCHAIN;
  if (root === 'object-only') return profileId === 'openai-helpers' ? OPENAI_HELPERS : OBJECT_ONLY;
  return undefined;
}
