import { compare, type Cause, type Comparison } from './compare';
import { dependencyDir, ensureInstalled, packageDir } from './install';
import { listedDocument, openapiDocuments, sourceDocuments } from './read';
import { loadServers, type Server } from './servers';
import { readSide } from './sides';
import { verdicts, type Verdict, type VerdictTarget } from './verdicts';

/** What the closing note and expected.json keep per server. */
export interface Summary {
  package: string;
  version: string;
  writtenIn: Server['writtenIn'];
  compare: Server['compare'];
  sourceTools: number;
  liveTools: number;
  matched: number;
  agreeing: number;
  disagreeing: Partial<Record<Cause, number>>;
  /** Coverage, recall and specificity of the source's findings against the live list, per target. */
  verdicts: Record<VerdictTarget, Verdict>;
}

export interface ServerResult {
  server: Server;
  comparison: Comparison;
  /** Source findings not on the member their pointer names (sides.ts onMember). */
  misplaced: string[];
  summary: Summary;
}

/** How many servers are started at once: more would make slow starters miss the 30 s timeout on 2 cores. */
const AT_ONCE = 4;

/** Installs what is missing, then compares every server, a few started at a time, in the rows' order. */
export async function runAll(servers: Server[] = loadServers()): Promise<ServerResult[]> {
  ensureInstalled(servers);
  const results = new Array<ServerResult>(servers.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < servers.length; i = next++) results[i] = await runOne(servers[i]);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

async function runOne(server: Server): Promise<ServerResult> {
  const listed = await listedDocument(server);
  const documents = [
    ...sourceDocuments(packageDir(server)),
    ...(server.toolsIn ?? []).flatMap((name) => sourceDocuments(dependencyDir(server, name), `${name}/`)),
    ...openapiDocuments(packageDir(server), server.openapi),
  ];
  const live = readSide([listed]);
  const source = readSide(documents);
  const comparison = compare(source, live);
  const disagreeing: Summary['disagreeing'] = {};
  for (const d of comparison.differences) disagreeing[d.cause] = (disagreeing[d.cause] ?? 0) + 1;
  const { sourceTools, liveTools, matched, agreeing } = comparison;
  const summary: Summary = {
    package: server.package,
    version: server.version,
    writtenIn: server.writtenIn,
    compare: server.compare,
    ...{ sourceTools, liveTools, matched, agreeing, disagreeing },
    verdicts: verdicts(documents, listed, comparison, source, server.writtenIn),
  };
  return { server, comparison, misplaced: source.misplaced, summary };
}
