import type { JsonNode } from '../json/tree';
import type { Fix } from '../types';

/**
 * What a front end knows about a tool's schema that the schema alone does not
 * say, when the schema was computed from code (a zod schema, converted by its
 * SDK): which converter wrote it, what that converter does besides, and what
 * each place of the tree is called in the source. Kept by the parse, by the
 * schema's root node: rules read it through `ctx.computed.sourceOf(tool.schema)`
 * and never learn the language it came from.
 */
export interface SchemaSource {
  /** For people: "MCP TypeScript SDK v1 with zod 4 (z.toJSONSchema, draft-07, input types)". */
  converter: string;
  notes: SourceNote[];
  /** The schema as the SDK sends it, keywords the SDK adds included (the tree leaves those out: see SourceNote `sdk-keywords`). */
  sent?: unknown;
  /** The source's name for a range of the tree (`offset:length` of a finding's place): "`z.record(...)` becomes a map". */
  terms: Map<string, string>;
  /** The workspace function the schema goes through to its converter, for a finding to name: "through `toJson` in utils/schema.ts". */
  through?: string;
  /** The framework convention a tool was recognised by, for the hover and each finding: "defined through `defineTool`, ...". */
  convention?: string;
  /** Where what is sent is not known for certain: an error found there is a warning that says why. */
  hedges?: Hedge[];
}

/**
 * A part of the schema the front end cannot vouch for: a helper's own code
 * changes some keywords after its converter wrote them, or the converters the
 * file may get (an undecided zod version) write it differently.
 */
export interface Hedge {
  /** The range it covers; absent: the whole schema. */
  offset?: number;
  length?: number;
  /** Only findings on one of these keywords (in the pointer, or the rule's name: `required` in strict-required-all). */
  keys?: readonly string[];
  /** The sentence the finding ends with. */
  because: string;
}

/** The hedge that covers a finding at this place, pointer and rule, if one does. */
export function hedgeFor(
  source: SchemaSource,
  at: { offset: number; length: number; pointer: string },
  rule: string,
): Hedge | undefined {
  const segments = at.pointer.split('/');
  const words = rule.split('-');
  return source.hedges?.find((h) => {
    const inside =
      h.offset === undefined || (at.offset >= h.offset && at.offset + at.length <= h.offset + (h.length ?? 0));
    if (!inside) return false;
    if (!h.keys) return true;
    return h.keys.some((k) => segments.includes(k) || kebab(k).every((w) => words.includes(w)));
  });
}

function kebab(key: string): string[] {
  return key
    .replace(/^\$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split('-');
}

export interface SourceNote {
  /**
   * `converter-throws`: converting the schema throws, so the SDK lists no tool at all;
   * `root-replaced`: the SDK sends another schema than the one written;
   * `sdk-keywords`: the SDK adds keywords to every tool, `keywords` says which.
   */
  kind: 'converter-throws' | 'root-replaced' | 'sdk-keywords';
  /** Where the finding goes; for `sdk-keywords`, where the SDK is imported, or empty where the front end knows no such place. */
  offset: number;
  length: number;
  /** The converter's own words where it has them: "Date cannot be represented in JSON Schema". */
  message: string;
  /** The node a fix of this note edits (the source expression at fault), when the front end can write one. */
  node?: JsonNode;
  /** For `converter-throws`: the JSON Schema to send instead, when one says the same in text (a date as a `date-time` string). */
  replacement?: unknown;
  /** For `sdk-keywords`: the keywords, as sent (`$schema`, `additionalProperties`). */
  keywords?: string[];
  /** For `sdk-keywords`: a keyword as the message writes it, where not as the zod SDKs send it (`additionalProperties: true`). */
  written?: Readonly<Record<string, string>>;
  /** For `root-replaced`: what is sent instead, in one line, and what the author can do (default: the MCP SDK v1's empty object, and one object for a union). */
  sent?: string;
  advice?: string;
}

/**
 * What a parse knows of the schemas its front end computed from code, as the
 * rules read it (`ctx.computed`; the parse's `ComputedIndex` writes it): the
 * rules never learn the language a schema came from.
 */
export interface ComputedFacts {
  /** What the front end noted about this schema (undefined for a schema written as a literal). */
  sourceOf(schema: JsonNode | undefined): SchemaSource | undefined;
  /** An object its SDK sends with `additionalProperties: false` of its own, which the tree leaves out. */
  isClosedBySdk(object: JsonNode): boolean;
  /** A fix retitled in the source's terms when its front end wrote every edit of it so. */
  inSourceTerms(fix: Fix): Fix;
  /**
   * Whether a fix that takes `null` out of this schema is written as leaving the argument
   * out (zod's `.nullable()` → `.optional()`): the property then stops being required too,
   * which a strict mode that requires every property refuses.
   */
  dropsNullAsOptional(schema: JsonNode): boolean;
  /**
   * What this schema is sent as once it takes `null` too, where its front end knows it is not
   * what the JSON edit says (zod's `.optional()` → `.nullable()`, written by the converter): a
   * `type` list, or an `anyOf` with a `{"type": "null"}` branch. Undefined: as the edit writes it.
   */
  nullableForm(schema: JsonNode): NullableForm | undefined;
}

/** How a schema that takes `null` is sent: `["T", "null"]`, or `anyOf: [T, {"type": "null"}]`. */
export type NullableForm = 'type-list' | 'anyOf';

/** The facts of a parse that computed nothing (JSON, a literal): every schema is as written. */
export const NO_COMPUTED: ComputedFacts = {
  sourceOf: () => undefined,
  isClosedBySdk: () => false,
  inSourceTerms: (fix) => fix,
  dropsNullAsOptional: () => false,
  nullableForm: () => undefined,
};

const registered = new WeakSet<JsonNode>();

/**
 * A tool a server registers with a call of its SDK (`server.registerTool(...)`,
 * `server.tool(...)`): the server lists its tools in the order they were
 * registered, so the file's order of these calls is the order a client sends.
 */
export function noteRegistration(tool: JsonNode): void {
  registered.add(tool);
}

export function isRegistration(tool: JsonNode): boolean {
  return registered.has(tool);
}

/** The key a term is kept by: a finding's place. */
export function termKey(offset: number, length: number): string {
  return `${offset}:${length}`;
}
