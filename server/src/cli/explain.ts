import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { locateRejectionInText, type LocatedRejection, type TextMatch } from '../../../shared/src/index';
import { oneLine } from '../../../shared/src/runtime/rejection/detect';
import type { ExplainCommand } from './args';
import { ConfigResolver } from './configs';
import { CliError, EXIT_FINDINGS, EXIT_OK, messageOf } from './errors';
import { readStdin } from './files';
import { LineIndex } from './positions';

/** One match as `--format json` prints it. */
interface JsonMatch {
  tool: string | null;
  toolIndex: number;
  pointer: string;
  /** In a file of code: the expression at fault as written (a zod call, a literal). */
  expression?: string;
  rule: string | null;
  line: number;
  column: number;
  message: string;
  fix?: string;
  by: TextMatch['by'];
}

/** `toolwire explain FILE --error TEXT`: 0 when the error was located, 1 when nothing matches it. */
export async function runExplain(cmd: ExplainCommand): Promise<number> {
  const text = readText(cmd.file, 'FILE');
  const error =
    'text' in cmd.error
      ? cmd.error.text
      : 'file' in cmd.error
        ? readText(cmd.error.file, '--error-file')
        : await readStdin();
  if (!error.trim()) throw new CliError('The error text is empty.');
  // Read as the lint reads the file: its language, its config, and for code its package and imports.
  const { options } = new ConfigResolver({ targets: cmd.targets, rules: {} }).plan(resolve(cmd.file), process.cwd());
  const located = locateRejectionInText(error, text, options);
  const lines = new LineIndex(text);
  const matches: JsonMatch[] = located.matches.map((m) => {
    const { line, column } = lines.position(m.offset);
    return {
      tool: m.tool ?? null,
      toolIndex: m.toolIndex,
      pointer: m.pointer,
      ...(m.expression !== undefined ? { expression: m.expression } : {}),
      rule: m.rule ?? null,
      line,
      column,
      message: m.message,
      ...(m.fix ? { fix: m.fix } : {}),
      by: m.by,
    };
  });
  const orderUnknown = located.orderUnknown === true;
  process.stdout.write(
    cmd.format === 'json'
      ? `${JSON.stringify({ matches, ...(orderUnknown ? { orderUnknown } : {}) }, null, 2)}\n`
      : stylish(cmd.file, located, matches),
  );
  return matches.length ? EXIT_OK : EXIT_FINDINGS;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError(`${what} ${path}: cannot read it (${messageOf(e)}).`);
  }
}

const BY: Record<TextMatch['by'], string> = {
  index: 'the index the error gives',
  name: 'the name the error gives',
  value: 'the value the error quotes',
  property: 'the property the error names',
  fragment: 'the schema the error quotes',
  rule: 'a rule whose providers answer in these words',
};

/** Said when the error's index was not used: this file's tools may be sent among others, in an order it does not tell. */
const ORDER_UNKNOWN =
  "The order of the request's tools cannot be known from this file (its tools are assembled elsewhere, maybe with other modules'): matched by name, value and property, not by the error's index.\n";

function stylish(file: string, located: LocatedRejection<TextMatch>, matches: JsonMatch[]): string {
  const order = located.orderUnknown ? ORDER_UNKNOWN : '';
  if (!matches.length) return `${order}No tool in ${file} matches this error.\n`;
  const head = located.decided
    ? ''
    : `The error does not decide; ${matches.length === 1 ? 'one candidate' : `${matches.length} candidates, likeliest first`}:\n\n`;
  return (
    (order ? `${order}\n` : '') +
    head +
    matches
      .map((m) =>
        [
          `${file}:${m.line}:${m.column}  ${m.tool ?? `tool #${m.toolIndex + 1}`}  ${m.expression !== undefined ? oneLine(m.expression) : m.pointer}`,
          `  ${m.rule ?? 'error'}: ${m.message}`,
          ...(m.fix ? [`  fix: ${m.fix}`] : []),
          `  (found by ${BY[m.by]})`,
        ].join('\n'),
      )
      .join('\n\n') +
    '\n'
  );
}
