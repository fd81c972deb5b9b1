import {
  DiagnosticSeverity,
  type Diagnostic,
  type DiagnosticRelatedInformation,
  type Range,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  docsUrl,
  type Finding,
  type ParseProblem,
  type Severity,
  type ValidationSummary,
} from '../../shared/src/index';
import { DIAGNOSTIC_SOURCE } from '../../shared/src/protocol';
import type { Analysis } from './documents/analyze';
import type { PositionCodec } from './positions';

/** Code of the diagnostics a broken project config gets. */
export const CONFIG_PROBLEM_CODE = 'config-invalid';

/** What a diagnostic carries so a code action can find its finding again in the current text. */
export interface DiagnosticData {
  rule: string;
  offset: number;
  length: number;
  pointer: string;
  /** The document version the finding was computed for. */
  version: number;
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

export function findingToDiagnostic(f: Finding, doc: TextDocument, positions: PositionCodec): Diagnostic {
  const data: DiagnosticData = {
    rule: f.rule,
    offset: f.offset,
    length: f.length,
    pointer: f.pointer,
    version: doc.version,
  };
  return {
    range: positions.range(doc, f.offset, f.length),
    severity: SEVERITY[f.severity],
    code: f.rule,
    codeDescription: { href: docsUrl(f.rule) },
    source: DIAGNOSTIC_SOURCE,
    message: f.message,
    ...(f.related?.length
      ? {
          relatedInformation: f.related.map((r) => ({
            location: { uri: doc.uri, range: positions.range(doc, r.offset, r.length) },
            message: r.message,
          })),
        }
      : {}),
    data,
  };
}

export function configProblemToDiagnostic(p: ParseProblem, doc: TextDocument, positions: PositionCodec): Diagnostic {
  return {
    range: positions.range(doc, p.offset, p.length),
    severity: DiagnosticSeverity.Error,
    code: CONFIG_PROBLEM_CODE,
    source: DIAGNOSTIC_SOURCE,
    message: p.message,
  };
}

/**
 * The diagnostics of one analysis. JSON syntax errors are left to the editor's
 * JSON support (VS Code's own JSON server reports them already); the engine
 * lints what it can of a half-typed document.
 */
export function analysisDiagnostics(analysis: Analysis, doc: TextDocument, positions: PositionCodec): Diagnostic[] {
  if (analysis.role === 'config')
    return analysis.configProblems.map((p) => configProblemToDiagnostic(p, doc, positions));
  return analysis.output.findings.map((f) => findingToDiagnostic(f, doc, positions));
}

// Omit, not an intersection: LSP types `data` as any, and `any & DiagnosticData` is any.
export function isToolwireDiagnostic(d: Diagnostic): d is Omit<Diagnostic, 'data'> & { data: DiagnosticData } {
  const data = d.data as Partial<DiagnosticData> | undefined;
  return (
    d.source === DIAGNOSTIC_SOURCE &&
    typeof data?.rule === 'string' &&
    typeof data.offset === 'number' &&
    typeof data.version === 'number'
  );
}

/** The counts of what analysisDiagnostics would give, read off the analysis (no positions computed). */
export function countBySeverity(analysis: Analysis): Omit<ValidationSummary, 'files'> {
  if (analysis.role === 'config') return { errors: analysis.configProblems.length, warnings: 0, infos: 0 };
  const counts = { errors: 0, warnings: 0, infos: 0 };
  for (const f of analysis.output.findings) {
    if (f.severity === 'error') counts.errors++;
    else if (f.severity === 'warning') counts.warnings++;
    else counts.infos++;
  }
  return counts;
}

/**
 * What a list of diagnostics shows (ranges, severities, codes, messages and
 * related places; `data`, the version and offsets, aside), kept compactly: a
 * client may hold tens of thousands, and the messages are the findings' own
 * strings, shared with the analysis.
 */
export class ShownDiagnostics {
  private readonly numbers: Int32Array;
  private readonly texts: Array<string | number | undefined>;
  private readonly related: Array<DiagnosticRelatedInformation[] | undefined>;

  constructor(items: readonly Diagnostic[]) {
    this.numbers = new Int32Array(items.length * 5);
    this.texts = new Array<string | number | undefined>(items.length * 2);
    this.related = items.map((d) => d.relatedInformation);
    items.forEach((d, i) => {
      const { start, end } = d.range;
      this.numbers.set([start.line, start.character, end.line, end.character, d.severity ?? 0], i * 5);
      this.texts[i * 2] = d.message;
      this.texts[i * 2 + 1] = d.code;
    });
  }

  /** True when `items` show the same as the list this was made of (compared in place: it runs on every keystroke). */
  showsSame(items: readonly Diagnostic[]): boolean {
    if (items.length !== this.related.length) return false;
    const n = this.numbers;
    for (let i = 0; i < items.length; i++) {
      const d = items[i];
      const { start, end } = d.range;
      const at = i * 5;
      if (d.message !== this.texts[i * 2] || d.code !== this.texts[i * 2 + 1]) return false;
      if (start.line !== n[at] || start.character !== n[at + 1] || end.line !== n[at + 2]) return false;
      if (end.character !== n[at + 3] || (d.severity ?? 0) !== n[at + 4]) return false;
      if (!sameRelated(d.relatedInformation, this.related[i])) return false;
    }
    return true;
  }
}

function sameRange(a: Range, b: Range): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}

function sameRelated(a: DiagnosticRelatedInformation[] = [], b: DiagnosticRelatedInformation[] = []): boolean {
  return (
    a.length === b.length &&
    a.every(
      (r, i) =>
        r.message === b[i].message &&
        r.location.uri === b[i].location.uri &&
        sameRange(r.location.range, b[i].location.range),
    )
  );
}
