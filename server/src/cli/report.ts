import type { Finding, ParseProblem, ProviderId, Severity, ToolSummary } from '../../../shared/src/index';
import { LineIndex } from './positions';

/** One finding as every output format sees it (the json format prints exactly these fields). */
export interface CliFinding {
  rule: string;
  severity: Severity;
  message: string;
  /** 1-based, in UTF-16 code units; the end is exclusive (the position just after the range). */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  offset: number;
  length: number;
  pointer: string;
  tool: string | null;
  providers: ProviderId[];
  fixable: boolean;
}

/** One tool definition as the json format lists it: where it is, and whether its schema was read. */
export interface CliTool {
  name: string | null;
  /** 1-based line and column of the tool's name (or of its object when it has none). */
  line: number;
  column: number;
  pointer: string;
  /** `read`: judged by the rules; `unread`: computed when the code runs, not judged here; `absent`: no schema. */
  schema: ToolSummary['schema'];
  /** For an `unread` schema: the expression that was not read, as written (cut at 80 characters). */
  unread?: string;
}

/** What linting one file (or one MCP server's tool list) produced. */
export interface FileReport {
  /** As shown to people: relative to the working folder when below it, or `mcp:<command>`. */
  path: string;
  findings: CliFinding[];
  /** Each tool definition found, in document order. */
  tools: CliTool[];
  /** True for a document the CLI made (an MCP server's tools): no file on disk holds it. */
  virtual?: boolean;
  /** `--fix`: safe repairs written to the file. */
  fixed?: number;
  /** `--fix-dry-run`: the unified diff of what `--fix` would write (empty when nothing changes). */
  diff?: string;
  /** Said once under the file name (e.g. that a named file holds no tool definitions). */
  note?: string;
}

/** Rule id given to a JSON syntax error, which is not a rule of the engine. */
export const PARSE_ERROR_RULE = 'parse-error';

/** Findings with lines and columns, JSON syntax errors first. */
export function toCliFindings(
  lines: LineIndex,
  findings: readonly Finding[],
  parseErrors: readonly ParseProblem[],
): CliFinding[] {
  const place = (offset: number, length: number) => {
    const start = lines.position(offset);
    const end = lines.position(offset + length);
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, offset, length };
  };
  const syntax: CliFinding[] = parseErrors.map((e) => ({
    rule: PARSE_ERROR_RULE,
    severity: 'error',
    message: e.message,
    ...place(e.offset, e.length),
    pointer: '',
    tool: null,
    providers: [],
    fixable: false,
  }));
  // --fix leaves a text with syntax errors alone: none of its findings can be repaired until they are fixed.
  const repairable = parseErrors.length === 0;
  const rest: CliFinding[] = findings.map((f) => ({
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    ...place(f.offset, f.length),
    pointer: f.pointer,
    tool: f.tool ?? null,
    providers: f.providers,
    fixable: repairable && f.fixable,
  }));
  return [...syntax, ...rest];
}

/** The tools of a lint result in document order, placed by the same line index as the findings. */
export function toCliTools(text: string, lines: LineIndex, tools: readonly ToolSummary[]): CliTool[] {
  const inOrder = [...tools].sort((a, b) => a.offset - b.offset);
  return inOrder.map((t) => {
    const at = lines.position(t.nameOffset);
    const tool: CliTool = {
      name: t.name ?? null,
      line: at.line,
      column: at.column,
      pointer: t.pointer,
      schema: t.schema,
    };
    if (t.schema === 'unread' && t.schemaOffset !== undefined)
      tool.unread = written(text, t.schemaOffset, t.schemaLength);
    return tool;
  });
}

function written(text: string, offset: number, length = 0): string {
  const source = text.slice(offset, offset + Math.min(length, 200)).replace(/\s+/g, ' ');
  return source.length > 80 ? `${source.slice(0, 79)}…` : source;
}

export interface Summary {
  files: number;
  tools: number;
  /** Tools whose schema is computed when the code runs, so no rule judged it. */
  unread: number;
  errors: number;
  warnings: number;
  infos: number;
  fixable: number;
}

export function summarize(reports: readonly FileReport[]): Summary {
  const s: Summary = { files: reports.length, tools: 0, unread: 0, errors: 0, warnings: 0, infos: 0, fixable: 0 };
  for (const r of reports) {
    s.tools += r.tools.length;
    s.unread += r.tools.filter((t) => t.schema === 'unread').length;
    for (const f of r.findings) {
      if (f.severity === 'error') s.errors++;
      else if (f.severity === 'warning') s.warnings++;
      else s.infos++;
      if (f.fixable) s.fixable++;
    }
  }
  return s;
}
