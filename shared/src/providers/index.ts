import { getProp, getString, getValue, type JsonObject } from '../json/tree';
import type { SchemaDialect, Tool } from '../model/tool';
import type { ToolShape } from '../types';
import type { WireFormat } from '../wire/formats';
import { PROVIDER_TABLE, type ProviderId, type ProviderRow } from './table';

export { PROVIDER_TABLE, type ProviderId, type ProviderRow, type NameRule } from './table';

/**
 * What one provider answers when it rejects something a rule flags: its own error
 * text, verbatim as users reported it or as its spec states it, and where that
 * comes from. Facts only; docs/providers.md holds the evidence, provider by provider.
 */
export interface Rejection {
  provider: ProviderId;
  /** The provider's own error text (placeholders such as <name> stand for the request's values). */
  error: string;
  /** Where the evidence comes from (issue, spec, SDK source). */
  source: string;
  /**
   * The answer comes from reading the schema into the provider's schema message, so
   * every provider the table judges as this one answers it too (Vertex AI as Gemini).
   * Unset: it is this provider's own check, and says nothing of the others.
   */
  fromSchemaMessage?: true;
}

/** Every provider's id, in table order: what a target may name. */
export const PROVIDERS: readonly ProviderId[] = PROVIDER_TABLE.map((row) => row.id);

/** The providers the `portable` targets stand for: every one but those a target list must name. */
export const PORTABLE_TARGETS: readonly ProviderId[] = PROVIDER_TABLE.filter((row) => !row.optIn).map((row) => row.id);

export const PROVIDER_LABEL = Object.fromEntries(PROVIDER_TABLE.map((row) => [row.id, row.label])) as Record<
  ProviderId,
  string
>;

const ROW = new Map<ProviderId, ProviderRow<ProviderId>>(PROVIDER_TABLE.map((row) => [row.id, row]));

export function providerRow(id: ProviderId): ProviderRow<ProviderId> {
  return ROW.get(id)!;
}

/** "Gemini and Vertex AI" / "OpenAI, Gemini and Bedrock". */
export function providerList(ids: readonly ProviderId[]): string {
  return listWords(ids.map((p) => PROVIDER_LABEL[p]));
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

const RELAYS = PROVIDER_TABLE.filter((row) => row.relays);

/** A relay's `all` is every provider that is neither a relay nor an opt-in mode (a strict rejection is not a portable one). */
function relaysFrom(relay: ProviderRow<ProviderId>, upstream: ProviderId): boolean {
  const ups = relay.relays!.upstreams;
  const row = providerRow(upstream);
  return relay.id !== upstream && (ups === 'all' ? !row.relays && !row.optIn : ups.includes(upstream));
}

/** Whether a row's "judged as" covers this rejection (see `JudgedAs.scope`). */
function judgedFor(row: ProviderRow<ProviderId>, r: Rejection): boolean {
  const as = row.judgesAs;
  return !!as && as.provider === r.provider && (as.scope === 'every rejection' || !!r.fromSchemaMessage);
}

/**
 * A rule's own rejections with what the table derives from them: after each
 * rejection, the providers judged as its provider for it; then each relay that forwards to any of them, answering with the first
 * such upstream's words in its envelope. A relay is listed right after the first
 * judged-as family, else last (so provider lists read "Gemini, Vertex AI and
 * OpenRouter" before other providers). What the rule states itself is not derived
 * again: the same answer from a judged-as provider, or a relay's own rejection.
 */
export function withDerived(own: readonly Rejection[]): Rejection[] {
  const out: Rejection[] = [];
  let relayAt = -1;
  for (const r of own) {
    out.push(r);
    const before = out.length;
    for (const row of PROVIDER_TABLE) {
      const same = (s: Rejection) => s.provider === row.id && s.error === r.error;
      if (judgedFor(row, r) && !own.some(same)) out.push(judgedAs(row, r));
    }
    if (relayAt < 0 && out.length > before) relayAt = out.length;
  }
  const stated = new Set(own.map((r) => r.provider));
  const relayed = RELAYS.flatMap((relay) => {
    const upstream = stated.has(relay.id) ? undefined : out.find((r) => relaysFrom(relay, r.provider));
    return upstream ? [relayedBy(relay, upstream)] : [];
  });
  out.splice(relayAt < 0 ? out.length : relayAt, 0, ...relayed);
  return out;
}

function judgedAs(row: ProviderRow<ProviderId>, r: Rejection): Rejection {
  const as = PROVIDER_LABEL[r.provider];
  return { provider: row.id, error: r.error, source: `${row.judgesAs!.because}; as ${as}: ${r.source}` };
}

function relayedBy(relay: ProviderRow<ProviderId>, upstream: Rejection): Rejection {
  const relays = relay.relays!;
  return {
    provider: relay.id,
    error: relays.envelope(upstream.error),
    source: `${relays.because}; upstream: ${upstream.source}`,
  };
}

/** The providers that reject, from a rule's own rejections: theirs and the derived ones, each once, in order. */
export function rejectingProviders(own: readonly Rejection[]): ProviderId[] {
  return [...new Set(withDerived(own).map((r) => r.provider))];
}

/**
 * Providers that reject, each once, with what the table derives from ids alone: after
 * each, the providers judged as it for every rejection; then the relays that forward
 * to any of them. (A `schema-message` judgement needs the rejection: `withDerived`.)
 */
export function withDerivedIds(ids: readonly ProviderId[]): ProviderId[] {
  const out: ProviderId[] = [];
  const add = (p: ProviderId) => void (out.includes(p) || out.push(p));
  for (const id of ids) {
    add(id);
    for (const row of PROVIDER_TABLE)
      if (row.judgesAs?.provider === id && row.judgesAs.scope === 'every rejection') add(row.id);
  }
  for (const relay of RELAYS) if (out.some((p) => relaysFrom(relay, p))) add(relay.id);
  return out;
}

/** The providers a tool in this dialect reaches, among `ids` (all of them when the dialect is unknown). */
export function routedTo(ids: readonly ProviderId[], dialect: SchemaDialect | undefined): ProviderId[] {
  return dialect ? ids.filter((p) => providerRow(p).dialects.includes(dialect)) : [...ids];
}

/**
 * Who rejects, derived and routed: for a rule's rejections or a finding's own
 * providers, the judged-as providers and relays added and those the dialect does
 * not reach removed. The one place a finding's providers are worked out.
 */
export function whoRejects(who: readonly ProviderId[] | readonly Rejection[], dialect?: SchemaDialect): ProviderId[] {
  const ids = isIdList(who) ? withDerivedIds(who) : rejectingProviders(who);
  return routedTo(ids, dialect);
}

function isIdList(who: readonly ProviderId[] | readonly Rejection[]): who is readonly ProviderId[] {
  return typeof who[0] === 'string';
}

/** The wire forms providers take, in table order, then MCP's `tools/list` form, which no provider is. */
export const PROVIDER_WIRE_FORMATS: readonly WireFormat[] = [...new Set(PROVIDER_TABLE.map((row) => row.wire))];

/**
 * The strict mode a tool is in whatever the targets say: `"strict": true` in a shape a strict row
 * names (an OpenAI-shaped tool by openai-strict, an Anthropic one or a Bedrock `toolSpec` by
 * anthropic-strict), or the Responses API's default: a function tool in its form,
 * `{"type": "function", "name", "parameters"}`, with no `strict` member is normalised into strict
 * mode (OpenAI's function-calling guide; `"strict": false` opts out).
 */
export interface StrictMode {
  target: ProviderId;
  /** Why: the tool sets `"strict": true`, or it is a Responses tool that leaves `strict` out. */
  because: 'sets-strict' | 'responses-default';
}

export function strictModeOf(tool: Tool): StrictMode | undefined {
  let known = STRICT_MODE.get(tool);
  if (known === undefined) STRICT_MODE.set(tool, (known = findStrictMode(tool) ?? null));
  return known ?? undefined;
}

/** The target of strictModeOf. */
export function strictTargetOf(tool: Tool): ProviderId | undefined {
  return strictModeOf(tool)?.target;
}

/**
 * strictModeOf's answers, asked on every schema node by the strict rules. A memo: a tool's
 * object is only reused by the incremental lint for a tool whose text did not change.
 */
const STRICT_MODE = new WeakMap<Tool, StrictMode | null>();

function findStrictMode(tool: Tool): StrictMode | undefined {
  if (isResponsesDefault(tool)) return { target: 'openai-strict', because: 'responses-default' };
  if (!setsStrict(tool.node) && !(tool.wrapper && setsStrict(tool.wrapper))) return undefined;
  const row = PROVIDER_TABLE.find((r) => r.optIn?.strictFor.includes(tool.shape));
  return row && { target: row.id, because: 'sets-strict' };
}

/** A Responses function tool (the bare form with `"type": "function"`, which legacy `functions` lack) with no `strict` member. */
function isResponsesDefault(tool: Tool): boolean {
  return (
    tool.shape === 'openai-function' && getString(tool.node, 'type') === 'function' && !getProp(tool.node, 'strict')
  );
}

function setsStrict(node: JsonObject): boolean {
  const v = getValue(node, 'strict');
  return v?.kind === 'boolean' && v.value;
}

/** The providers whose own API a tool of this shape is written for (none for MCP and bare schemas). */
export function providersOfShape(shape: ToolShape): ProviderId[] {
  return PROVIDER_TABLE.filter((row) => row.shapes.includes(shape)).map((row) => row.id);
}
