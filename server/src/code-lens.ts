import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import { OPEN_PREVIEW_COMMAND } from '../../shared/src/protocol';
import { toolsAnalysisOf, type ServerContext } from './context';
import { runSafe } from './safe';
import { toolView } from './tool-view';

export function registerCodeLens(ctx: ServerContext): void {
  ctx.connection.onCodeLens((params, token) => runSafe(ctx.log, 'codeLens', token, [], () => codeLenses(ctx, params)));
}

/**
 * Above each tool: "portable" or "N problems", its token count as sent (or
 * "not sent") where the document is small enough for the inline preview, and
 * "Preview". The informational lenses have an empty command: editors show them as text.
 */
async function codeLenses(ctx: ServerContext, params: CodeLensParams): Promise<CodeLens[]> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  if (!open) return [];
  const { doc, analysis } = open;
  const counts = new Map<number, number>();
  for (const f of analysis.output.findings)
    if (f.toolIndex !== undefined) counts.set(f.toolIndex, (counts.get(f.toolIndex) ?? 0) + 1);
  return analysis.output.tools.flatMap((tool) => {
    const range = ctx.positions.range(doc, tool.offset, 0);
    const problems = counts.get(tool.index) ?? 0;
    const sent = toolView(analysis, tool.index)?.sent;
    const lens = (title: string, command = '', args?: unknown[]): CodeLens => ({
      range,
      command: { title, command, ...(args ? { arguments: args } : {}) },
    });
    return [
      lens(problems ? `${problems} problem${problems === 1 ? '' : 's'}` : 'portable'),
      ...(sent ? [lens(sent.status === 'left-out' ? 'not sent' : `${sent.tokens} tokens`)] : []),
      lens('Preview', OPEN_PREVIEW_COMMAND, [doc.uri, tool.index]),
    ];
  });
}
