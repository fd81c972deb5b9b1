import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { statusText } from '../../client/src/status-text';
import type { StatusParams } from '../../shared/src/protocol';

const STATUS: StatusParams = { uri: 'file:///t.json', tools: 3, errors: 5, warnings: 1, targets: 'portable' };

describe('the status-bar item: one, labelled', () => {
  const cases: Array<[string, number, number, StatusParams | undefined, string]> = [
    ['errors and warnings', 5, 1, STATUS, '$(error) Toolwire: 5 errors, 1 warning'],
    ['warnings only', 0, 2, STATUS, '$(warning) Toolwire: 2 warnings'],
    ['a clean file counts its tools', 0, 0, { ...STATUS, tools: 1 }, '$(check) Toolwire: 1 tool'],
    ['before the server has said', 0, 0, undefined, '$(check) Toolwire: no problems'],
  ];
  for (const [name, errors, warnings, status, text] of cases)
    it(name, () => assert.equal(statusText(errors, warnings, status).text, text));

  it('says the tools and targets in the tooltip and the screen-reader label, not as a bare counter', () => {
    const shown = statusText(5, 1, { ...STATUS, targets: ['openai', 'gemini'] });
    assert.equal(
      shown.tooltip,
      'Toolwire: 5 errors, 1 warning in this file\n3 tools, checked for openai, gemini\nClick to open the Problems panel.',
    );
    assert.equal(shown.ariaLabel, 'Toolwire: 5 errors, 1 warning in this file; 3 tools, checked for openai, gemini');
    assert.doesNotMatch(shown.text, /^\$\(error\) \d+ \$\(warning\) \d+$/, "not the editor's own counter");
  });
});
