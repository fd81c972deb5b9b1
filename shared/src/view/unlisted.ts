import type { ComputedFacts } from '../model/source';
import type { Tool } from '../model/tool';
import type { Finding } from '../types';
import type { Blocker } from './sendable';

/** Said of every tool of a server whose converter throws on one of them. */
export const NOT_LISTED = 'not listed: `tools/list` fails for the whole server';

/**
 * The tools no client is sent because their SDK's converter throws on one
 * tool's schema (`converter-throws`, zod 4 on `z.date()`): listing the tools
 * fails, so every tool converted the same way in the document is left out, not
 * only the one at fault. A contract finding keeps no tool out by itself (no
 * provider sees it), so this is said here, by tool index.
 */
export function unlistedTools(
  findings: readonly Finding[],
  tools: readonly Tool[],
  computed: ComputedFacts,
): Map<number, Blocker> {
  const converterOf = (index: number | undefined) => {
    const tool = index === undefined ? undefined : tools[index];
    return computed.sourceOf(tool?.schema)?.converter;
  };
  const failing = new Map<string, string>();
  for (const f of findings) {
    const converter = f.rule === 'converter-throws' ? converterOf(f.toolIndex) : undefined;
    if (converter && !failing.has(converter)) failing.set(converter, f.tool ?? `tool ${f.toolIndex}`);
  }
  const out = new Map<number, Blocker>();
  if (!failing.size) return out;
  for (const tool of tools) {
    const converter = converterOf(tool.index);
    const culprit = converter && failing.get(converter);
    if (culprit)
      out.set(tool.index, {
        rule: 'converter-throws',
        message: `${NOT_LISTED} (${converter} cannot convert \`${culprit}\`).`,
        offset: 0,
      });
  }
  return out;
}
