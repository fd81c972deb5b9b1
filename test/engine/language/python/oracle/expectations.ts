/**
 * What each profile's converter sends for a construct: the harness's run of the installed
 * converter, else what the research measured (a whole tool, a cell of its table, an exception).
 */
import type { PythonProfileId } from '../../../../../shared/src/language/python/pydantic';
import type { Abbreviated, Json } from './abbreviate';
import { harnessRun } from './harness';
import { appendixException, tableCell, wholeTool } from './measured';

/** The profiles the harness lists, and which of its runs each is: mcp 1.x is not installable here, and
 *  the research found mcp 2.3.0's schemas equal to 1.29.0's on every construct. */
export const LISTED: Partial<Record<PythonProfileId, string>> = {
  mcp1: 'mcp2',
  mcp2: 'mcp2',
  fm4: 'fm4',
  lc: 'lc',
  'lc-strict': 'lc-strict',
  'lc-args': 'lc-args',
  oai: 'oai',
  ant: 'ant',
  genai: 'genai',
};

export type Expected =
  | { schema: Json; source: string }
  | { cell: Abbreviated; source: string }
  | { throws: { type: string; message: string; cut?: boolean }; source: string }
  | { skip: string };

export async function expected(profile: PythonProfileId, id: string): Promise<Expected> {
  const listed = LISTED[profile];
  if (listed) {
    const run = await harnessRun();
    if ('skipped' in run) return { skip: run.skipped };
    const real = run.document.profiles[listed]?.[id];
    const source = `${listed} as list_tools.py runs it`;
    if (!real) return { skip: 'no such tool in this SDK (the construct has no model form)' };
    if (real.na) return { skip: real.na };
    if (real.throws) return { throws: real.throws, source };
    return { schema: real.schema ?? null, source };
  }
  return measured(profile, id);
}

function measured(profile: PythonProfileId, id: string): Expected {
  const whole = wholeTool(profile, id);
  if (whole) return { schema: whole.schema, source: 'research Appendix C' };
  const thrown = appendixException(profile, id);
  if (thrown) return { throws: thrown, source: 'research Appendix B' };
  const cell = tableCell(profile, id);
  if (!cell) return { skip: `the research did not measure ${id} in ${profile}` };
  if ('cut' in cell) return { skip: 'the research shortened this cell of its table' };
  if ('na' in cell) return { skip: cell.na };
  if ('throws' in cell) return { throws: cell.throws, source: 'research Appendix A' };
  return { cell, source: 'research Appendix A' };
}
