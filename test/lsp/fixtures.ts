import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './bundle';

export const INCIDENT_PATH = join(ROOT, 'test/fixtures/incident.tools.json');
export const INCIDENT_URI = pathToFileURL(INCIDENT_PATH).href;
export const INCIDENT = readFileSync(INCIDENT_PATH, 'utf8');
export const KITCHEN_SINK_PATH = join(ROOT, 'test/fixtures/kitchen-sink.mcp.json');
export const KITCHEN_SINK = readFileSync(KITCHEN_SINK_PATH, 'utf8');

/** The incident's five arrays with no items: the key of each, 0-based line and column. */
export const INCIDENT_ITEMS_MISSING = [
  { key: 'deliverables', line: 19 },
  { key: 'milestones', line: 20 },
  { key: 'risks', line: 21 },
  { key: 'stakeholders', line: 22 },
  { key: 'acceptance_criteria', line: 23 },
].map(({ key, line }) => ({
  key,
  range: { start: { line, character: 12 }, end: { line, character: 12 + key.length + 2 } },
}));
