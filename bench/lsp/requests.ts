import { pathToFileURL } from 'node:url';
import type { CodeActionParams, Diagnostic, DocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { summarize, type Timing } from '../measure';
import { descriptionOffsets } from './keystrokes';
import { LspSession } from './session';

/**
 * Requests an editor sends while a person only moves around, which block the
 * server's one thread (and so the next diagnostics) while they run:
 * - codeAction: VS Code asks on every cursor move. Measured where it costs the
 *   most, on a finding of a version just typed (nothing computed for it yet):
 *   a character typed, its diagnostics pulled, then the quick fixes of one of them.
 * - documentSymbol: the Outline and breadcrumbs, asked again after each change.
 */

export type RequestKind = 'codeAction' | 'documentSymbol';

export interface RequestResult {
  tools: number;
  request: RequestKind;
  timing: Timing;
  /** Size of the answer: characters of its JSON (the last one). */
  chars: number;
}

const uriFor = (name: string) => pathToFileURL(`/tmp/toolwire-bench/${name}.json`).href;

/** What VS Code says it supports for these two requests. */
const CAPABILITIES = {
  codeAction: {
    codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } },
    isPreferredSupport: true,
  },
  documentSymbol: { hierarchicalDocumentSymbolSupport: true },
};

async function withDocument<T>(
  serverPath: string,
  text: string,
  name: string,
  settings: Record<string, unknown>,
  body: (session: LspSession, uri: string) => Promise<T>,
): Promise<T> {
  const session = await LspSession.start({ serverPath, mode: 'pull', settings, textDocument: CAPABILITIES });
  try {
    const uri = uriFor(name);
    await session.open(uri, text);
    return await body(session, uri);
  } finally {
    await session.stop();
  }
}

async function timed<T>(wall: number[], request: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const answer = await request();
  wall.push(performance.now() - t0);
  return answer;
}

async function diagnosticsOf(session: LspSession, uri: string): Promise<Diagnostic[]> {
  const report = await session.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
  return report.kind === 'full' ? report.items : [];
}

async function codeActions(
  serverPath: string,
  text: string,
  tools: number,
  runs: number,
  settings: Record<string, unknown>,
): Promise<RequestResult> {
  return withDocument(serverPath, text, `actions-${tools}`, settings, async (session, uri) => {
    const lines = TextDocument.create(uri, 'json', 1, text);
    const spots = descriptionOffsets(text);
    const wall: number[] = [];
    let answer: unknown;
    const warmup = 3;
    for (let i = 0; i < runs + warmup; i++) {
      // Type a character, then delete it (as the keystroke benchmark does): each request meets a new version.
      const at = lines.positionAt(spots[Math.floor(((i >> 1) * 7919) % spots.length)]);
      const change =
        i % 2 === 0
          ? { range: { start: at, end: at }, text: 'x' }
          : { range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' };
      await session.change(uri, change);
      const diagnostics = await diagnosticsOf(session, uri);
      const diagnostic = diagnostics[(i * 104729) % diagnostics.length];
      const params: CodeActionParams = {
        textDocument: { uri },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic], triggerKind: 2 },
      };
      answer = await timed(i >= warmup ? wall : [], () => session.request('textDocument/codeAction', params));
    }
    return {
      tools,
      request: 'codeAction' as const,
      timing: summarize(wall, wall),
      chars: JSON.stringify(answer).length,
    };
  });
}

async function documentSymbols(
  serverPath: string,
  text: string,
  tools: number,
  runs: number,
  settings: Record<string, unknown>,
): Promise<RequestResult> {
  return withDocument(serverPath, text, `symbols-${tools}`, settings, async (session, uri) => {
    const wall: number[] = [];
    let answer: unknown;
    const warmup = 3;
    for (let i = 0; i < runs + warmup; i++)
      answer = await timed(i >= warmup ? wall : [], () =>
        session.request('textDocument/documentSymbol', { textDocument: { uri } }),
      );
    return {
      tools,
      request: 'documentSymbol' as const,
      timing: summarize(wall, wall),
      chars: JSON.stringify(answer).length,
    };
  });
}

/** Both requests on each catalog, `runs` times each (medians). */
export async function requestBenchmark(
  serverPath: string,
  catalogs: ReadonlyMap<number, string>,
  runs: number,
  settings: Record<string, unknown>,
): Promise<RequestResult[]> {
  const results: RequestResult[] = [];
  for (const [tools, text] of catalogs) {
    results.push(await codeActions(serverPath, text, tools, runs, settings));
    results.push(await documentSymbols(serverPath, text, tools, runs, settings));
  }
  return results;
}
