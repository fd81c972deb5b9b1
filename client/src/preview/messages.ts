/**
 * The messages between the extension and the preview webview, declared once and
 * imported by both sides. Each side checks what it receives with the guards below
 * and ignores anything malformed: a webview message is untrusted input.
 */
import type { CallCheck, PreviewModel, PreviewTool, WireFormat } from '../../../shared/src/view/model';
import { WIRE_FORMATS } from '../../../shared/src/view/model';
import { PROVIDERS } from '../../../shared/src/types';

export const PREVIEW_VIEW_TYPE = 'toolwire.preview';

/** Extension -> webview. */
export type ToWebview =
  /** The document's preview; `model` is null when the document holds no tools. */
  | { type: 'model'; uri: string; fileName: string; model: PreviewModel | null }
  /** The preview could not be computed (server not running, request failed). */
  | { type: 'error'; uri: string; fileName: string; message: string }
  /** Bring one tool's card into view (opened from that tool's code lens). */
  | { type: 'focusTool'; index: number }
  | { type: 'callResult'; requestId: number; toolIndex: number; result: CallCheck }
  | { type: 'copied'; requestId: number; ok: boolean };

/** Webview -> extension. */
export type FromWebview =
  | { type: 'ready' }
  | { type: 'reveal'; offset: number; length: number }
  | { type: 'checkCall'; requestId: number; toolIndex: number; args: string }
  | { type: 'copy'; requestId: number; text: string };

/** What the webview keeps with `setState`, handed back to the serializer after a reload. */
export interface PersistedState {
  uri?: string;
  format: WireFormat;
  /** "Try a call" drafts, by tool index. */
  drafts: Record<string, string>;
  scrollY: number;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isArrayOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(item);

export const isWireFormat = (v: unknown): v is WireFormat => (WIRE_FORMATS as readonly unknown[]).includes(v);

const isProvider = (v: unknown): boolean => (PROVIDERS as readonly unknown[]).includes(v);

function isFinding(v: unknown): boolean {
  if (!isObject(v) || !['error', 'warning', 'info'].includes(v.severity as string)) return false;
  return (
    isString(v.rule) &&
    isString(v.message) &&
    isCount(v.offset) &&
    isCount(v.length) &&
    Array.isArray(v.providers) &&
    v.providers.every(isProvider)
  );
}

function isReason(v: unknown): v is { rule: string; message: string } {
  return isObject(v) && isString(v.rule) && isString(v.message);
}

function isPreviewTool(v: unknown): v is PreviewTool {
  if (!isObject(v)) return false;
  const ranges = isCount(v.offset) && isCount(v.length) && isCount(v.nameOffset) && isCount(v.nameLength);
  const texts =
    isString(v.name) &&
    isString(v.description) &&
    isString(v.diff) &&
    (v.sourceName === undefined || isString(v.sourceName));
  const status = v.status === 'unchanged' || v.status === 'repaired' || v.status === 'left-out';
  return (
    ranges &&
    texts &&
    status &&
    isCount(v.index) &&
    isCount(v.tokens) &&
    typeof v.descriptionDerived === 'boolean' &&
    isStrings(v.changes) &&
    isArrayOf(v.leftOutBecause, isReason) &&
    Array.isArray(v.findings) &&
    v.findings.every(isFinding) &&
    isObject(v.wire)
  );
}

export function isPreviewModel(v: unknown): v is PreviewModel {
  if (!isObject(v) || v.version !== 1 || !isString(v.encoding)) return false;
  const { totals, budgets, catalog } = v;
  return (
    isArrayOf(v.tools, isPreviewTool) &&
    Array.isArray(v.documentFindings) &&
    v.documentFindings.every(isFinding) &&
    isObject(totals) &&
    ['tools', 'sent', 'repaired', 'leftOut', 'tokens'].every((k) => isCount(totals[k])) &&
    isObject(budgets) &&
    isCount(budgets.toolsPerTurn) &&
    isCount(budgets.catalogChars) &&
    isObject(catalog) &&
    isString(catalog.text) &&
    isCount(catalog.chars) &&
    isCount(catalog.listed) &&
    isCount(catalog.omitted)
  );
}

export function isCallCheck(v: unknown): v is CallCheck {
  const isError = (e: unknown) => isObject(e) && isString(e.pointer) && isString(e.message);
  return (
    isObject(v) &&
    typeof v.valid === 'boolean' &&
    isStrings(v.missing) &&
    Array.isArray(v.errors) &&
    v.errors.every(isError) &&
    (v.problem === undefined || isString(v.problem)) &&
    (v.summary === undefined || isString(v.summary))
  );
}

export function isToWebview(v: unknown): v is ToWebview {
  if (!isObject(v)) return false;
  switch (v.type) {
    case 'model':
      return isString(v.uri) && isString(v.fileName) && (v.model === null || isPreviewModel(v.model));
    case 'error':
      return isString(v.uri) && isString(v.fileName) && isString(v.message);
    case 'focusTool':
      return isCount(v.index);
    case 'callResult':
      return isCount(v.requestId) && isCount(v.toolIndex) && isCallCheck(v.result);
    case 'copied':
      return isCount(v.requestId) && typeof v.ok === 'boolean';
    default:
      return false;
  }
}

export function isFromWebview(v: unknown): v is FromWebview {
  if (!isObject(v)) return false;
  switch (v.type) {
    case 'ready':
      return true;
    case 'reveal':
      return isCount(v.offset) && isCount(v.length);
    case 'checkCall':
      return isCount(v.requestId) && isCount(v.toolIndex) && isString(v.args);
    case 'copy':
      return isCount(v.requestId) && isString(v.text);
    default:
      return false;
  }
}

/** The persisted state, or the defaults for whatever part of it is missing or malformed. */
export function readPersistedState(v: unknown): PersistedState {
  const o = isObject(v) ? v : {};
  const drafts = isObject(o.drafts) ? Object.fromEntries(Object.entries(o.drafts).filter(([, d]) => isString(d))) : {};
  return {
    uri: isString(o.uri) ? o.uri : undefined,
    format: isWireFormat(o.format) ? o.format : 'openai',
    drafts: drafts as Record<string, string>,
    scrollY: typeof o.scrollY === 'number' && Number.isFinite(o.scrollY) && o.scrollY >= 0 ? o.scrollY : 0,
  };
}
