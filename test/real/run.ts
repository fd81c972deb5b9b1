import { compare, type Cause, type Comparison } from './compare';
import { ensureInstalled, packageDir } from './install';
import { listedDocument, sourceDocuments } from './read';
import { loadServers, type Server } from './servers';
import { readSide } from './sides';

/** What the closing note and expected.json keep per server. */
export interface Summary {
  package: string;
  version: string;
  writtenIn: Server['writtenIn'];
  list: Server['list'];
  sourceTools: number;
  liveTools: number;
  matched: number;
  agreeing: number;
  disagreeing: Partial<Record<Cause, number>>;
}

export interface ServerResult {
  server: Server;
  comparison: Comparison;
  /** Source findings not on the member their pointer names (sides.ts onMember). */
  misplaced: string[];
  summary: Summary;
}

/** Installs what is missing, then compares every server (the live ones started in parallel). */
export async function runAll(servers: Server[] = loadServers()): Promise<ServerResult[]> {
  ensureInstalled(servers);
  return Promise.all(servers.map(runOne));
}

async function runOne(server: Server): Promise<ServerResult> {
  const live = readSide([await listedDocument(server)]);
  const source = readSide(sourceDocuments(packageDir(server)));
  const comparison = compare(source, live);
  const disagreeing: Summary['disagreeing'] = {};
  for (const d of comparison.differences) disagreeing[d.cause] = (disagreeing[d.cause] ?? 0) + 1;
  const { sourceTools, liveTools, matched, agreeing } = comparison;
  const summary: Summary = {
    package: server.package,
    version: server.version,
    writtenIn: server.writtenIn,
    list: server.list,
    ...{ sourceTools, liveTools, matched, agreeing, disagreeing },
  };
  return { server, comparison, misplaced: source.misplaced, summary };
}
