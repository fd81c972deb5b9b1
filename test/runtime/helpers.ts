import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint, parseJson, type ProviderId } from '../../shared/src/index';
import { toValue } from '../../shared/src/json/tree';
import { isBlocking } from '../../shared/src/view/sendable';
import { corpusFiles, unwrapCorpus } from '../helpers/corpus';

export const ROOT = join(__dirname, '..', '..');

/** The tool files of the repository (fixtures and examples) and of the hand-written corpus when it is there, parsed. */
export function realToolLists(): Array<{ name: string; value: unknown }> {
  const files = ['test/fixtures', 'examples'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => /\.jsonc?$/.test(f) && !f.startsWith('toolwire.'))
      .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(ROOT, dir, f), 'utf8') })),
  );
  const corpus = corpusFiles().flatMap((f) => {
    const text = unwrapCorpus(f.raw);
    return text === undefined ? [] : [{ name: f.name, text }];
  });
  return [...files, ...corpus].flatMap(({ name, text }) => {
    const value = parseLoosely(text);
    return value === undefined ? [] : [{ name, value }];
  });
}

/** The value of a JSON or JSONC text as the engine reads it; undefined when it has syntax errors. */
function parseLoosely(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.errors.length ? undefined : toValue(parsed.root);
}

/**
 * The findings some chosen target rejects the offered tools for ("tool: rule at pointer"): each
 * tool's own, linted alone (a tool's shape is read from its own object), and the whole list's
 * (two tools of one model-safe name).
 */
export function rejectedFindings(
  offered: readonly unknown[],
  targets: 'portable' | ProviderId[] = 'portable',
): string[] {
  const blocking = (tools: readonly unknown[], own: boolean) =>
    lint(JSON.stringify({ tools }), { targets, fixes: false })
      .findings.filter((f) => f.toolIndex !== undefined && isBlocking(f) && (own || f.rule === 'name-duplicate'))
      .map((f) => `${f.tool}: ${f.rule} at ${f.pointer}`);
  return [...offered.flatMap((tool) => blocking([tool], true)), ...blocking(offered, false)];
}
