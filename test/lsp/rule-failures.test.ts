import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { InternalError } from '../../shared/src/index';
import type { Logger } from '../../server/src/log';
import { RuleFailureLog } from '../../server/src/ruleFailures';

const ERRORS: Array<{ error: InternalError; logged: RegExp }> = [
  {
    error: { rule: 'items-missing', message: 'boom', stack: 'Error: boom\n    at check' },
    logged:
      /^Rule items-missing failed twice|^Rule items-missing failed 2 times on file:\/\/\/a\.ts \(version 3\); .*Error: boom/s,
  },
  {
    error: { rule: 'zod evaluator', frontEnd: 'typescript', message: 'bad (the zod at offset 9, length 4)' },
    logged:
      /^The typescript front end's zod evaluator failed 2 times on file:\/\/\/a\.ts \(version 3\); the other findings are still reported\. bad \(the zod at offset 9/,
  },
];

it("the server logs a rule's throw and a front end's throw, each once per document", () => {
  const lines: string[] = [];
  const logger: Logger = { error: (line) => lines.push(line), warn: () => {}, info: () => {} };
  const log = new RuleFailureLog(logger);
  const errors = ERRORS.flatMap((e) => [e.error, e.error]);
  log.report('file:///a.ts', 3, errors);
  log.report('file:///a.ts', 4, errors);
  assert.equal(lines.length, ERRORS.length, lines.join('\n'));
  ERRORS.forEach((e, i) => assert.match(lines[i], e.logged));
});
