/**
 * How each harvested MCP server writes its tools, measured on its shipped
 * JavaScript, into bench/data/mcp-authoring.json. Reads the packages that
 * `node bench/harvest.mjs --install-only` installs (its scratch folder) and the
 * lists in bench/data/mcp/:
 *
 *   node bench/harvest.mjs --install-only && npx tsx test/real/survey.ts [--scratch=/tmp/mcp-harvest]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugOf } from '../../scripts/mcp-package.mjs';
import { compare } from './compare';
import { sourceDocuments } from './read';
import { ROOT } from './servers';
import { readSide, type Document, type Side } from './sides';
import type { JsonNode } from '../../shared/src/json/tree';

/** The lists bench/harvest.mjs saved. */
const HARVESTED = join(ROOT, 'bench', 'data', 'mcp');

interface Harvested {
  package: string;
  version: string;
  file?: string;
  reason?: string;
}

/** What the shipped files say about the way tools are written. */
const MARKERS = {
  importsZod: /(?:from\s*|require\(\s*)['"]zod(?:\/[\w/]+)?['"]/,
  callsZod: /\bz\.(?:object|string|number|enum|array)\(/,
  convertsZod: /zodToJsonSchema|toJSONSchema/,
  registersTools: /\.(?:registerTool|tool|addTool)\(\s*['"`]/,
  answersListTools: /ListToolsRequestSchema/,
};

type Marker = keyof typeof MARKERS;

function markersOf(docs: readonly Document[]): Marker[] {
  return (Object.keys(MARKERS) as Marker[]).filter((m) => docs.some((d) => MARKERS[m].test(d.text)));
}

/**
 * `json`: every listed tool is found in source, its schema read and holding no
 * zod expression (a value imported from another module may be opaque); `zod`: the files use zod and the schemas are not all literals (the
 * zod front end's servers); `other`: neither (the package's own files name
 * none of its tools: they are made at run time, say from an OpenAPI file, or
 * live in a dependency).
 */
function authoring(listed: number, matched: number, unread: number, markers: Marker[]) {
  if (listed > 0 && matched === listed && unread === 0) return 'json';
  if (markers.includes('importsZod') || markers.includes('callsZod')) return 'zod';
  return 'other';
}

/** What the definitions of the listed tools hold that the front end cannot read. */
function opaqueParts(source: Side, listed: Side, docs: readonly Document[]) {
  const names = new Set(listed.tools.map((t) => t.name));
  const texts = new Map(docs.map((d) => [d.where, d.text]));
  let tools = 0;
  let zod = 0;
  let schemas = 0;
  for (const t of source.tools) {
    if (!names.has(t.name)) continue;
    if (t.findings.some((f) => f.rule === 'schema-opaque')) schemas++;
    const parts = opaqueNodes(t.node).map((n) => texts.get(t.where)!.slice(n.offset, n.offset + n.length));
    if (parts.length) tools++;
    if (parts.some((p) => ZOD_VALUE.test(p))) zod++;
  }
  return { tools, zod, schemas };
}

/** A zod expression: `z.string()`, `z.object({...}).describe(...)`, a converter's call. */
const ZOD_VALUE = /^(?:z|zod)\.\w+\(|^zodToJsonSchema\(|\.toJSONSchema\(/;

function opaqueNodes(node: JsonNode | undefined): JsonNode[] {
  if (!node) return [];
  if (node.kind === 'opaque') return [node];
  if (node.kind === 'object') return node.props.flatMap((p) => opaqueNodes(p.value));
  return node.kind === 'array' ? node.items.flatMap(opaqueNodes) : [];
}

function surveyOne(scratch: string, row: Harvested) {
  const root = join(scratch, 'pkgs', slugOf(row.package), 'node_modules', row.package);
  const docs = sourceDocuments(root);
  const source = readSide(docs);
  const markers = markersOf(docs);
  const base = { package: row.package, version: row.version, files: docs.length, definitions: source.tools.length };
  if (!row.file) return { ...base, writtenIn: authoring(0, 0, 0, markers), markers, notListed: row.reason };
  const text = readFileSync(join(HARVESTED, row.file), 'utf8');
  const listed = readSide([{ where: 'tools/list', text, fileName: row.file, whole: true }]);
  const c = compare(source, listed);
  const opaque = opaqueParts(source, listed, docs);
  const writtenIn = authoring(c.liveTools, c.matched, opaque.schemas + opaque.zod, markers);
  const counts = {
    listed: c.liveTools,
    matched: c.matched,
    withOpaque: opaque.tools,
    opaqueSchema: opaque.schemas,
    withZod: opaque.zod,
  };
  return { ...base, ...counts, writtenIn, markers };
}

function main() {
  const scratch = process.argv.find((a) => a.startsWith('--scratch='))?.slice(10) ?? '/tmp/mcp-harvest';
  const index = JSON.parse(readFileSync(join(HARVESTED, 'index.json'), 'utf8')) as { servers: Harvested[] };
  const servers = index.servers.map((row) => surveyOne(scratch, row));
  const about =
    'How each harvested server writes its tools, measured on its shipped JavaScript by test/real/survey.ts. ' +
    'definitions: tool objects the TypeScript front end finds; matched: listed tools found by name; withOpaque: ' +
    'definitions of listed tools holding a value it cannot read (a call, an import from another module); ' +
    'opaqueSchema: those whose whole schema is such a value; withZod: those where one is a zod expression; ' +
    'markers: what the files do. writtenIn: json when every listed tool is matched with its schema read and no ' +
    'zod in it, zod when the files use zod otherwise, else other (the ' +
    "package's own files name none of its tools: they are made at run time or live in a dependency).";
  const doc = { about, servers };
  writeFileSync(join(ROOT, 'bench', 'data', 'mcp-authoring.json'), JSON.stringify(doc, null, 2) + '\n');
  for (const s of servers) process.stdout.write(`${s.writtenIn}\t${s.package}@${s.version}\n`);
}

main();
