/**
 * `toolwire/runtime`: the engine at run time, on tool objects rather than text.
 * An agent or an MCP client conforms the tools of each request, maps a
 * provider's 400 back to the tool and node it is about, and checks a call's
 * arguments before it runs. Pure: no file system, no Node built-in, so it runs
 * in Node 20+, in browsers and in edge workers.
 */
export {
  conformTools,
  NOT_A_TOOL,
  type ConformOptions,
  type Conformed,
  type Defect,
  type ExcludedTool,
  type ToolDefect,
} from './conform';
export {
  locateRejection,
  locateRejectionInText,
  looksLikeProviderError,
  type LocatedRejection,
  type RejectionMatch,
  type TextMatch,
  FOUND_BY,
  type FoundBy,
} from './rejection';
export { missingArguments, decodeJsonText, readBoolean } from './arguments';
export { catalogText, type CatalogEntry, type CatalogText } from '../wire/catalog';
export type { WireFormat } from '../wire/form';
export type { ProviderId } from '../types';
