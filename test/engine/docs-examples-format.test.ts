import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgePage } from '../helpers/docs-examples/check';
import { codeSpan, codeSpans } from '../helpers/docs-examples/spans';
import { rewritePage } from '../helpers/docs-examples/write';

// The reader, checker and writer behind docs-examples.test.ts, on small pages made here.

const TOOL = (tags: string) =>
  [
    '{',
    '  "name": "tag_issue",',
    '  "description": "Attach labels to an issue in the tracker.",',
    '  "inputSchema": {',
    '    "type": "object",',
    `    "properties": { "tags": ${tags} },`,
    '    "required": ["tags"]',
    '  }',
    '}',
  ].join('\n');
const BEFORE = TOOL('{ "type": "array", "description": "Labels." }');
const AFTER = TOOL('{ "type": "array", "description": "Labels.", "items": {"type": "string"} }');
const FINDING = '- `items-missing` at `/inputSchema/properties/tags`: `"tags"`';
const FIX = 'After the fix `Add "items": {"type": "string"}`:';

const page = (...lines: string[]) => ['# items-missing', '', '## Example', '', ...lines, '', '## Notes', ''].join('\n');
const block = (text: string) => ['```json', text, '```'];
const problems = (text: string) => judgePage('items-missing', text).problems;

describe('rule page examples: the format', () => {
  it('accepts a page whose findings and After are the engine’s', () => {
    assert.deepEqual(
      problems(page('Before:', '', ...block(BEFORE), '', 'Findings:', '', FINDING, '', FIX, '', ...block(AFTER))),
      [],
    );
  });

  it('says what to write under a block whose findings differ', () => {
    const [problem, ...rest] = problems(page('Before:', ...block(BEFORE), 'Findings: none.'));
    assert.deepEqual(rest, []);
    assert.match(problem, /^line 5: the block's findings are not the engine's; write under the block:\nFindings:\n\n/);
    assert.ok(problem.endsWith(FINDING), problem);
  });

  it('gives the text an After should hold, and refuses a fix nobody offers, or a last After with the finding', () => {
    const wrong = problems(page('Before:', ...block(BEFORE), 'Findings:', FINDING, FIX, ...block(BEFORE)));
    assert.equal(wrong.length, 1, 'the findings are judged on the fixed text, which is clean');
    assert.match(wrong[0], /^line 19: the After block is not the text the fix gives; it should read:\n```json\n/);
    assert.ok(wrong[0].includes('"items": {"type": "string"}'));
    const unfixed = problems(
      page(
        'Before:',
        ...block(BEFORE),
        'Findings:',
        FINDING,
        'After, by hand:',
        ...block(BEFORE),
        'Findings:',
        FINDING,
      ),
    );
    assert.deepEqual(unfixed, ['line 19: the last After block still has a finding of items-missing']);
    const unknown = problems(
      page('Before:', ...block(BEFORE), 'Findings:', FINDING, 'After the fix `Add items`:', ...block(AFTER)),
    );
    assert.match(unknown[0], /no fix is titled "Add items"; the fixes offered: "Add "items": \{"type": "string"\}"/);
  });

  it('reports an old-style fragment and an After line that names no step', () => {
    const got = problems(
      page('Before:', ...block('"tags": { "type": "array" }'), 'After the authoring fix:', ...block('{}')),
    );
    assert.match(got[0], /^line 9: an After line names its fixes in code spans/);
    assert.match(got[1], /^line 10: a code block in ## Example must follow a "Before:" or "After …:" line/);
    assert.match(got[2], /^line 5: the block does not parse \(.*\): an example is a whole document/);
    assert.match(got[3], /no "Before:" block has a finding of items-missing/);
  });

  it('requires an example, known targets, JSON options and well-formed findings', () => {
    assert.match(
      problems('# items-missing\n\n## Example\n\nNone yet.\n')[0],
      /^no example: under "## Example", write "Before:"/,
    );
    assert.match(problems('# items-missing\n')[0], /no "## Example" section/);
    const bad = problems(
      page(
        'Targets: gemeni',
        'Options: {maxFileSize: 3}',
        'Before:',
        ...block(BEFORE),
        'Findings:',
        '- items-missing somewhere',
      ),
    );
    assert.match(bad[0], /^line 5: unknown target gemeni/);
    assert.match(bad[1], /^line 6: write the options as JSON in a code span/);
    assert.match(bad[2], /^line 20: a finding is written/);
  });

  it('checks a quoted message exactly, and the writer keeps it with its finding', () => {
    const quoted = page(
      'Before:',
      ...block(BEFORE),
      'Findings:',
      '- `items-missing` at `/wrong`: `"tags"`',
      '  > stale words',
    );
    const rewritten = rewritePage('items-missing', quoted);
    assert.deepEqual(problems(rewritten), []);
    assert.match(
      rewritten,
      /\n- `items-missing` at `\/inputSchema\/properties\/tags`: `"tags"`\n {2}> `tags` is an array with no `items`: /,
    );
  });

  it('writes the findings and the fixed After of a page that only has its Before and After lines', () => {
    const rewritten = rewritePage(
      'items-missing',
      page('Before:', '', ...block(BEFORE), '', FIX, '', '```json', '```'),
    );
    assert.deepEqual(problems(rewritten), []);
    assert.ok(rewritten.includes(`${FINDING}\n\n${FIX}\n\n\`\`\`json\n${AFTER}\n\`\`\``), rewritten);
  });

  it('reads and writes code spans holding backticks', () => {
    for (const text of ['Merge the `anyOf` branches', '`x', 'a``b', ' padded '])
      assert.deepEqual(codeSpans(`x ${codeSpan(text)} y ${codeSpan('z')}`), [text, 'z']);
  });
});
