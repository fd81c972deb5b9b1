/**
 * Custom requests between the extension and the language server, declared once
 * and imported by both sides. Plain data: no LSP or vscode import here.
 */
import type { CallCheck, PreviewModel } from './view/model';
import type { ProviderId } from './types';
import { lintedLanguageIds } from './language/registry';

/** The languages Toolwire lints, from its input languages; the extension's document selector, commands and preview follow it. */
export const LINTED_LANGUAGES: readonly string[] = lintedLanguageIds();

/** `source` of every Toolwire diagnostic: how the server marks them and the extension counts them. */
export const DIAGNOSTIC_SOURCE = 'toolwire';

/** The extension command the server's "Preview" code lens runs, with `(uri, toolIndex)`. */
export const OPEN_PREVIEW_COMMAND = 'toolwire.openPreview';

/** `toolwire/preview`: the model-facing view of a document. */
export const PREVIEW_REQUEST = 'toolwire/preview';
export interface PreviewParams {
  uri: string;
}
export type PreviewResult = PreviewModel | null;

/** `toolwire/checkCall`: would the tool's declared schema accept these arguments? */
export const CHECK_CALL_REQUEST = 'toolwire/checkCall';
export interface CheckCallParams {
  uri: string;
  toolIndex: number;
  /** The arguments as JSON text. */
  args: string;
}
export type CheckCallResult = CallCheck;

/** `toolwire/locateError`: which tool and node a provider's error is about, in one document or else in the workspace's tool files. */
export const LOCATE_ERROR_REQUEST = 'toolwire/locateError';
export interface LocateErrorParams {
  /** The provider's error, as it came (wrapped by a router or not). */
  error: string;
  /** The document to look in first (the active editor's); the workspace's tool files are searched when it holds no match. */
  uri?: string;
}
export interface LocatedError {
  uri: string;
  /** The node at fault, in the document's position encoding. */
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  tool: string | null;
  toolIndex: number;
  pointer: string;
  /** In a file of code (TS/JS): the source expression at fault as written, a zod call or a literal. */
  expression?: string;
  /** How it was found: `index`, `name`, `value`, `property`, `fragment` or `rule`. */
  by: string;
  rule: string | null;
  message: string;
  fix?: string;
}
export interface LocateErrorResult {
  /** True when the error names one tool beyond doubt; otherwise `matches` are ranked candidates. */
  decided: boolean;
  /** Best first; empty when nothing matches. */
  matches: LocatedError[];
}

/** `toolwire/status`: counts for the status bar. */
export const STATUS_NOTIFICATION = 'toolwire/status';
export interface StatusParams {
  uri: string;
  tools: number;
  errors: number;
  warnings: number;
  targets: 'portable' | ProviderId[];
}

/**
 * The typed handle the extension gives its features (the preview): the custom
 * requests and the status notification, without a dependency on the LSP client.
 */
export interface ToolwireServer {
  preview(params: PreviewParams): Promise<PreviewResult>;
  checkCall(params: CheckCallParams): Promise<CheckCallResult>;
  onStatus(listener: (status: StatusParams) => void): { dispose(): void };
}

/** Commands the server executes (workspace/executeCommand). */
export const COMMANDS = {
  fixAll: 'toolwire.server.fixAll',
  validateWorkspace: 'toolwire.server.validateWorkspace',
  validateFile: 'toolwire.server.validateFile',
} as const;

/** Arguments of COMMANDS.fixAll and COMMANDS.validateFile. */
export interface DocumentCommandParams {
  uri: string;
}

/** What COMMANDS.validateWorkspace and COMMANDS.validateFile answer. */
export interface ValidationSummary {
  files: number;
  errors: number;
  warnings: number;
  infos: number;
}
