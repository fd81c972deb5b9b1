/**
 * Keystrokes into source files over LSP stdio, pulled as VS Code does: the
 * 3,000-line file with 30 tool literals of bench/typescript.ts, the 2,000-line
 * MCP server of bench/zod.ts whose 30 zod schemas sit in an imported module
 * (both files on disk, the server reading the module there), and the
 * 3,000-line FastMCP module of bench/python.ts. Each keystroke types a
 * character into a tool's description, or deletes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Timing } from '../measure';
import { bigModule } from '../../test/engine/language/python/big-module';
import { typescriptFile } from '../typescript';
import { importedServer } from '../zod';
import { keystrokesInto, timeKeystrokes } from './keystrokes';
import { LspSession } from './session';

export interface SourceKeystrokes {
  file: string;
  lines: number;
  tools: number;
  /** Diagnostics of the opened file. */
  diagnostics: number;
  edits: number;
  timing: Timing;
}

/** Offsets just inside each `description: '...'` string. */
function descriptionStrings(text: string): number[] {
  return [...text.matchAll(/\bdescription:\s*'/g)].map((m) => m.index + m[0].length);
}

/** Offsets just inside each tool's docstring (its description) in bench/python.ts's module. */
function toolDocstrings(text: string): number[] {
  return [...text.matchAll(/ {4}"""(?=Search the catalog)/g)].map((m) => m.index + m[0].length);
}

/** A file to type into, written to disk with the modules beside it that it imports. */
export interface SourceCase {
  name: string;
  tools: number;
  text: string;
  /** Other files of its folder, by name. */
  beside?: Record<string, string>;
  /** Its LSP language id, and where its tools' descriptions start (TypeScript's `description: '` unless given). */
  languageId?: string;
  descriptions?: (text: string) => number[];
}

/** The two files the targets name: tool literals in 3,000 lines, and a zod server whose schemas are imported. */
export function sourceKeystrokeCases(): SourceCase[] {
  const { server, schemas } = importedServer(30, 2000);
  return [
    { name: 'tools.ts', tools: 30, text: typescriptFile(30, 3000) },
    { name: 'server.ts', tools: 30, text: server, beside: { 'schemas.ts': schemas } },
  ];
}

/** The Python target's file: a FastMCP module of 3,000 lines with 30 tools. */
export function pythonKeystrokeCase(): SourceCase {
  return { name: 'server.py', tools: 30, text: bigModule(30), languageId: 'python', descriptions: toolDocstrings };
}

async function typeInto(serverPath: string, dir: string, c: SourceCase, edits: number): Promise<SourceKeystrokes> {
  writeFileSync(join(dir, c.name), c.text);
  for (const [name, text] of Object.entries(c.beside ?? {})) writeFileSync(join(dir, name), text);
  const session = await LspSession.start({ serverPath, mode: 'pull' });
  try {
    const uri = pathToFileURL(join(dir, c.name)).href;
    const diagnostics = await session.open(uri, c.text, c.languageId ?? 'typescript');
    const codes = await session.codes(uri);
    if (!diagnostics || codes.includes('schema-opaque'))
      throw new Error(`${c.name}: its tools should be read (${codes.join(', ') || 'no diagnostics'})`);
    const spots = (c.descriptions ?? descriptionStrings)(c.text);
    if (spots.length < c.tools) throw new Error(`${c.name}: ${spots.length} descriptions to type into, not ${c.tools}`);
    const timing = await timeKeystrokes(session, uri, keystrokesInto(c.text, spots), edits);
    return { file: c.name, lines: c.text.split('\n').length, tools: c.tools, diagnostics, edits, timing };
  } finally {
    await session.stop();
  }
}

export async function sourceKeystrokes(
  serverPath: string,
  cases: readonly SourceCase[],
  edits: number,
): Promise<SourceKeystrokes[]> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-lsp-ts-'));
  try {
    const out: SourceKeystrokes[] = [];
    for (const c of cases) out.push(await typeInto(serverPath, dir, c, edits));
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
