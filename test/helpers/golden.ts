import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { LineIndex } from '../../server/src/cli/positions';
import { fixAllDetailed, isConfigFileName, type Finding, type LintOptions } from '../../shared/src/index';
import { corpusFiles } from './corpus';

/**
 * The golden snapshot of the engine's behaviour: for every fixture, example and
 * corpus document, each finding of a default lint and the text fix-all makes of it.
 * test/golden/README.md says how to read and rewrite it.
 */
export const GOLDEN_DIR = join(__dirname, '..', 'golden');
const ROOT = join(__dirname, '..', '..');

/** One document the snapshot covers. */
export interface GoldenInput {
  /** Folder under test/golden/ and file stem there: `examples/openai.chat-tools`. */
  name: string;
  /** Where the text comes from, as the findings file's first line says. */
  source: string;
  /** Extension of the fixed text (`.json`, `.jsonc`, `.ts`). */
  ext: string;
  text: string;
  /** A code file is linted under its file name, which picks its front end (JSON needs none). */
  fileName?: string;
}

/** A committed file of the snapshot: its path under test/golden/ and its content. */
export interface GoldenFile {
  path: string;
  content: string;
}

/** The files the snapshot holds now, under test/golden/ (its README aside). */
export function committedGolden(): string[] {
  return readdirSync(GOLDEN_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(GOLDEN_DIR, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => path !== 'README.md')
    .sort();
}

export function goldenInputs(): GoldenInput[] {
  return [
    ...folderInputs('fixtures', 'test/fixtures'),
    ...folderInputs('fixtures/zod', 'test/fixtures/zod', true),
    ...folderInputs('examples', 'examples'),
    ...corpusInputs(),
  ];
}

/**
 * The tool files of a folder of the repository: its JSON (a config file is not
 * one), named by stem; or, with `code`, its TypeScript and JavaScript, named
 * with the extension (`mcp-register.ts`, `mcp-register.mjs`: one tool written
 * in both) and linted under the file's name.
 */
function folderInputs(group: string, folder: string, code = false): GoldenInput[] {
  const wanted = (f: string) => (code ? /\.[cm]?[jt]sx?$/.test(f) : /\.jsonc?$/.test(f) && !isConfigFileName(f));
  return readdirSync(join(ROOT, folder))
    .filter(wanted)
    .sort()
    .map((f) => ({
      name: `${group}/${code ? f : f.slice(0, -extname(f).length)}`,
      source: `${folder}/${f}`,
      ext: extname(f),
      text: readFileSync(join(ROOT, folder, f), 'utf8'),
      ...(code ? { fileName: f } : {}),
    }));
}

/** Each corpus file's document as its authors wrote it, with the extension of the file it came from. */
function corpusInputs(): GoldenInput[] {
  return corpusFiles().map(({ name, raw }) => {
    const wrapper = JSON.parse(raw) as { source: string; document?: unknown; document_text?: string };
    const written = typeof wrapper.document_text === 'string';
    return {
      name: `corpus/${name.slice(0, -'.json'.length)}`,
      source: `test/corpus/handwritten/${name} (its ${written ? 'document_text' : 'document, printed with 2 spaces'})`,
      ext: written ? extname(wrapper.source.replace(/ at [0-9a-f]+$/, '')) : '.json',
      text: written ? wrapper.document_text! : JSON.stringify(wrapper.document, null, 2),
    };
  });
}

/** The snapshot's files for one input: its findings, and its fixed text when fix-all changes it. */
export function renderGolden(input: GoldenInput): GoldenFile[] {
  const options: LintOptions = input.fileName ? { fileName: input.fileName } : {};
  const fixed = fixAllDetailed(input.text, options);
  const findings = { path: `${input.name}.findings.txt`, content: findingsReport(input, fixed) };
  if (fixed.text === input.text) return [findings];
  return [findings, { path: `${input.name}.fixed${input.ext}`, content: fixed.text }];
}

function findingsReport(input: GoldenInput, fixed: ReturnType<typeof fixAllDetailed>): string {
  const { text } = input;
  // The first pass of fix-all is the lint of the text as given, with the default options.
  const result = fixed.first;
  const lines = new LineIndex(text);
  const range = (offset: number, length: number) => {
    const start = lines.position(offset);
    const end = lines.position(offset + length);
    return `${start.line}:${start.column}-${end.line}:${end.column} [${offset}+${length}]`;
  };
  return [
    `# ${input.source}: lint and fix-all with the default options`,
    '',
    `tools: ${result.tools.length}`,
    ...result.tools.map((t) => `  ${t.index}. ${t.name ?? '(no name)'} (${t.shape}) at ${t.pointer || '/'}`),
    '',
    `parse errors: ${result.parseErrors.length}`,
    ...result.parseErrors.map((e) => `  ${range(e.offset, e.length)} ${e.message}`),
    '',
    `internal errors: ${result.internalErrors.length}`,
    ...result.internalErrors.map((e) => `  ${e.rule}: ${e.message}`),
    '',
    `findings: ${result.findings.length}`,
    ...result.findings.flatMap((f) => findingLines(f, range)),
    '',
    `fix-all: ${count(fixed.applied, 'repair')} in ${count(fixed.passes, 'pass', 'passes')}`,
    ...fixed.repairs.map((r) => `  ${r.rule} on ${r.tool ?? '(document)'} at ${r.pointer || '/'}: ${r.title}`),
    `after fix-all: ${count(fixed.remaining.length, 'finding')}`,
    ...countByRule(fixed.remaining),
    '',
  ].join('\n');
}

function findingLines(f: Finding, range: (offset: number, length: number) => string): string[] {
  return [
    '',
    `${f.rule} ${f.severity} ${range(f.offset, f.length)}`,
    `  tool: ${f.tool ?? '(document)'}${f.toolIndex === undefined ? '' : ` #${f.toolIndex}`}; pointer: ${f.pointer || '/'}`,
    `  providers: ${f.providers.join(', ') || '(none)'}; fixable: ${f.fixable ? 'yes' : 'no'}`,
    ...indent(f.message),
    ...(f.related ?? []).map((r) => `  related ${range(r.offset, r.length)}: ${r.message}`),
  ];
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A message on lines of its own, each indented, so a multi-line one stays readable. */
function indent(message: string): string[] {
  return message.split('\n').map((line) => `  | ${line}`);
}

function countByRule(findings: readonly Finding[]): string[] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([rule, n]) => `  ${rule}: ${n}`);
}
