/**
 * A whole MCP server's source tree through the CLI, against its TypeScript
 * parse: src/index.ts is bench/zod.ts's 2,000-line server whose 30 zod schemas
 * sit in src/schemas.ts, beside 40 ordinary modules in src/lib/. The floor is a
 * process that loads the same compiler bundle the CLI loads (dist/typescript.js)
 * and parses every file of the tree; process start is included in both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { measureWithin, medians, round } from './measure';
import { codeSource } from './typescript';
import { importedServer } from './zod';

export interface TreeResults {
  files: number;
  lines: number;
  tools: number;
  /** The floor process: start, load the compiler, read and parse every file (ms). */
  parse: number;
  cli: number;
  ratio: number;
  /** For scale: the parse of every file alone, in this process (median ms). */
  parseInProcess: number;
}

const LIB_MODULES = 40;

function writeTree(dir: string): { files: [string, string][]; lines: number } {
  const { server, schemas } = importedServer(30, 2000);
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  const files: [string, string][] = [
    ['src/index.ts', server],
    ['src/schemas.ts', schemas],
    ...Array.from({ length: LIB_MODULES }, (_, i): [string, string] => [`src/lib/m${i}.ts`, codeSource(i).repeat(8)]),
  ];
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return { files, lines: files.reduce((n, [, t]) => n + t.split('\n').length, 0) };
}

const PARSE_ALL = `const ts=require(process.argv[2]),fs=require('fs'),p=require('path');(function w(d){for(const e of fs.readdirSync(d,{withFileTypes:true})){const f=p.join(d,e.name);if(e.isDirectory())w(f);else ts.createSourceFile(f,fs.readFileSync(f,'utf8'),ts.ScriptTarget.Latest,false,ts.ScriptKind.TS)}})(process.argv[1]);`;

export async function treeBenchmark(cli: string, compiler: string, budgetMs: number): Promise<TreeResults> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-tree-'));
  try {
    const { files, lines } = writeTree(dir);
    const parseAll = () => {
      for (const [name, text] of files)
        ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    };
    const inProcess = await measureWithin(parseAll, budgetMs);
    const [parse, cliMs] = medians(
      [
        [process.execPath, '-e', PARSE_ALL, dir, compiler],
        [process.execPath, cli, dir, '--format', 'json'],
      ],
      7,
    );
    return {
      files: files.length,
      lines,
      tools: 30,
      parse: round(parse),
      cli: round(cliMs),
      ratio: round(cliMs / parse),
      parseInProcess: round(inProcess.median),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
