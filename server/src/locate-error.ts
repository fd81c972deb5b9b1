import { readFile } from 'node:fs/promises';
import type { CancellationToken } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  LOCATE_ERROR_REQUEST,
  locateRejectionInText,
  type LocatedRejection,
  type LocateErrorParams,
  type LocateErrorResult,
  type LocatedError,
  type TextMatch,
} from '../../shared/src/index';
import type { ServerContext } from './context';
import { runSafe } from './safe';
import { pathToUri, uriToPath } from './uris';
import { listJsonFiles, MAX_SCAN_FILES } from './workspace-scan';

/** At most this many matches come back from a workspace search. */
const MAX_MATCHES = 10;
const NOTHING: LocateErrorResult = { decided: false, matches: [] };

/** `toolwire/locateError`: the tool and node a provider's error is about, in the given document or else in the workspace. */
export function registerLocateError(ctx: ServerContext): void {
  ctx.connection.onRequest(LOCATE_ERROR_REQUEST, (params: LocateErrorParams, token: CancellationToken) =>
    runSafe(ctx.log, LOCATE_ERROR_REQUEST, token, NOTHING, () =>
      locateError(ctx, params, () => token.isCancellationRequested),
    ),
  );
}

async function locateError(
  ctx: ServerContext,
  params: LocateErrorParams,
  cancelled: () => boolean,
): Promise<LocateErrorResult> {
  if (typeof params?.error !== 'string' || !params.error.trim()) return NOTHING;
  if (params.uri) {
    // The given document is searched first, from the editor's text or, when the server has not
    // seen it opened yet (the command can race the didOpen), from disk.
    const here = await searchFile(ctx, params.error, params.uri, uriToPath(params.uri));
    if (here?.matches.length) return here;
  }
  return inWorkspace(ctx, params.error, params.uri, cancelled);
}

/** Every tool file of the workspace folders, the files whose match is decided first. */
async function inWorkspace(
  ctx: ServerContext,
  error: string,
  skip: string | undefined,
  cancelled: () => boolean,
): Promise<LocateErrorResult> {
  const files = (await Promise.all(ctx.folders.all().map((f) => listJsonFiles(f)))).flat().slice(0, MAX_SCAN_FILES);
  const found: LocateErrorResult[] = [];
  for (const path of files) {
    if (cancelled()) break;
    const uri = pathToUri(path);
    if (uri === skip) continue;
    const located = await searchFile(ctx, error, uri, path);
    if (located?.matches.length) found.push(located);
  }
  found.sort((a, b) => Number(b.decided) - Number(a.decided));
  return {
    decided: found.length > 0 && found[0].decided && !found[1]?.decided,
    matches: found.flatMap((f) => f.matches).slice(0, MAX_MATCHES),
  };
}

/** The error located in one tool file (open or on disk); undefined for a file that holds no tools. */
async function searchFile(
  ctx: ServerContext,
  error: string,
  uri: string,
  path: string | undefined,
): Promise<LocateErrorResult | undefined> {
  const plan = await ctx.analyzer.plan(uri);
  if (plan.role !== 'tools') return undefined;
  const open = ctx.documents.get(uri);
  const onDisk = async () => (path ? await readFile(path, 'utf8').catch(() => '') : '');
  const doc = open ?? TextDocument.create(uri, 'json', 0, await onDisk());
  // Read as the lint reads it: a TS/JS file in its language, with its package and imported modules.
  return answer(ctx, doc, locateRejectionInText(error, doc.getText(), plan.options));
}

function answer(ctx: ServerContext, doc: TextDocument, located: LocatedRejection<TextMatch>): LocateErrorResult {
  return { decided: located.decided, matches: located.matches.map((m) => toProtocol(ctx, doc, m)) };
}

function toProtocol(ctx: ServerContext, doc: TextDocument, m: TextMatch): LocatedError {
  return {
    uri: doc.uri,
    range: ctx.positions.range(doc, m.offset, m.length),
    tool: m.tool ?? null,
    toolIndex: m.toolIndex,
    pointer: m.pointer,
    ...(m.expression !== undefined ? { expression: m.expression } : {}),
    by: m.by,
    rule: m.rule ?? null,
    message: m.message,
    ...(m.fix ? { fix: m.fix } : {}),
  };
}
