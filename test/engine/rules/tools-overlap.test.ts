import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { lint } from '../../../shared/src/index';
import { contentSequence, contentWords, orderSimilarity } from './words';
import { findTwins, TwinJoin, type TwinOptions } from '../../../shared/src/rules/tools-overlap/twins';
import { ruleCases } from '../../helpers/cases';

const catalog = (...tools: Array<[string, string]>) =>
  `{"tools": [${tools.map(([n, d]) => `{"name": "${n}", "description": "${d}", "inputSchema": {"type": "object", "properties": {}}}`).join(', ')}]}`;

ruleCases('tools-overlap', [
  {
    name: "flags the later twin's name, related to the earlier one",
    text: catalog(
      ['search_code', 'Search the files of the repository for a regular expression.'],
      ['find_in_files', 'Search files in the repository for a regular expression.'],
    ),
    expect: [
      {
        at: '"find_in_files"',
        pointer: '/tools/1/name',
        severity: 'warning',
        providers: [],
        fixable: false,
        messageIncludes: '`find_in_files` and `search_code`',
      },
    ],
  },
  {
    name: 'identical descriptions',
    text: catalog(
      ['a', 'List the open pull requests of a repository.'],
      ['b', 'Make a coffee.'],
      ['c', 'List the open pull requests of a repository.'],
    ),
    expect: [{ at: '"c"', messageIncludes: '100%' }],
  },
  {
    name: 'distinct verbs on a short description are distinct tools',
    text: catalog(
      ['create_issue', 'Create a GitHub issue in a repository.'],
      ['close_issue', 'Close a GitHub issue in a repository.'],
    ),
    expect: [],
  },
  {
    name: 'the same words in the opposite direction are different tools',
    text: catalog(
      ['csv_to_excel', 'Convert a CSV file of the workspace to an Excel workbook.'],
      ['excel_to_csv', 'Convert an Excel workbook of the workspace to a CSV file.'],
    ),
    expect: [],
  },
  {
    name: 'a sentence copied into another tool',
    text: catalog(
      [
        'send_menu',
        'Send the menu to the customer. Use when the customer asks to see the menu, the prices or the opening hours of a branch.',
      ],
      [
        'create_address',
        'Create a customer address. Use when the customer asks to see the menu, the prices or the opening hours of a branch.',
      ],
    ),
    expect: [{ at: '"create_address"' }],
  },
  {
    name: 'unrelated tools',
    text: catalog(['read', 'Read a file from the workspace.'], ['weather', 'Get the weather forecast for a city.']),
    expect: [],
  },
  {
    name: 'same name is left to name-duplicate',
    text: catalog(
      ['x', 'List the open pull requests of a repository.'],
      ['x', 'List the open pull requests of a repository.'],
    ),
    expect: [],
  },
]);

it('the related location names the twin', () => {
  const text = catalog(
    ['a', 'List the open pull requests of a repository.'],
    ['b', 'List the open pull requests of the repository.'],
  );
  const [f] = lint(text).findings.filter((x) => x.rule === 'tools-overlap');
  assert.equal(text.slice(f.related![0].offset, f.related![0].offset + f.related![0].length), '"a"');
});

it('content words are cut where split(/[^\\p{L}\\p{N}]+/u) cuts them, in any script', () => {
  // Each piece the regular expression cuts, judged alone: a stop word or too short gives nothing, else the word.
  const reference = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .flatMap((w) => contentSequence(w));
  // Capital sigma lower-cases by its neighbours (final or not, across ' . :), the Kelvin sign to an ASCII k, İ to two code units.
  const pieces = fc.constantFrom(
    'Files',
    'of',
    'the',
    'İstanbul',
    'größe',
    '東京',
    '😀',
    '𝐀𝐁',
    '\ud800',
    '\udc00',
    'x1',
    '٣٤',
    '-',
    ' ',
    'ss',
    'pass',
    'USES',
    'This',
    'Σ',
    'ΟΔΟΣ',
    'ΑΣ',
    '\u212Aey',
    "'",
    '.',
    ':',
  );
  fc.assert(
    fc.property(
      fc.array(fc.oneof(pieces, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), { maxLength: 12 }),
      (parts) => {
        const text = parts.join('');
        assert.deepEqual(contentSequence(text), reference(text));
      },
    ),
    { numRuns: 1000, seed: 3 },
  );
});

it('content words drop stop words and plural s', () => {
  assert.deepEqual(contentWords('Search the Files of a repository'), ['search', 'file', 'repository']);
});

it('finds the same twins as comparing every pair', () => {
  const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'.split(' ');
  let seed = 7;
  const rand = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
  // Variants of a few base sentences: a word or two replaced, so some pairs are twins and some are not.
  const bases = Array.from({ length: 20 }, () => Array.from({ length: 6 + rand(4) }, () => words[rand(words.length)]));
  const texts = Array.from({ length: 300 }, () => {
    const s = [...bases[rand(bases.length)]];
    for (let k = rand(3); k > 0; k--) s[rand(s.length)] = words[rand(words.length)];
    return s.join(' ');
  });
  const options = { threshold: 0.7, orderThreshold: 0.4, minWords: 4, maxCandidates: 1e9 };
  const fast = findTwins(texts, options);
  const sets = texts.map((t) => new Set(contentWords(t)));
  const sequences = texts.map(contentSequence);
  const expected: number[] = [];
  sets.forEach((x, j) => {
    if (x.size < 4) return;
    for (let i = 0; i < j; i++) {
      const y = sets[i];
      if (y.size < 4) continue;
      const common = [...x].filter((w) => y.has(w)).length;
      if (common / (x.size + y.size - common) >= 0.7 && orderSimilarity(sequences[j], sequences[i]) >= 0.4)
        return void expected.push(j);
    }
  });
  assert.ok(expected.length > 10, 'the sample has twins');
  assert.deepEqual(
    fast.map((t) => t.later),
    expected,
  );
});

it('after an edit of a few texts, update gives what a join from scratch gives', () => {
  const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa'.split(' ');
  const bases = [
    'alpha beta gamma delta epsilon zeta',
    'eta theta iota kappa alpha',
    'beta delta zeta theta kappa gamma',
  ].map((b) => b.split(' '));
  // Variants of three sentences (twins, exact copies, reordered copies) and short or random texts.
  const variant = fc
    .tuple(fc.constantFrom(...bases), fc.nat(), fc.constantFrom(...words), fc.boolean())
    .map(([base, at, word, reorder]) => {
      const w = [...base];
      w[at % (w.length + 2)] = word; // past the end: the sentence as it is, or one word longer
      return (reorder ? [...w.slice(2), ...w.slice(0, 2)] : w).filter(Boolean).join(' ');
    });
  const text = fc.oneof(
    variant,
    variant,
    fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 7 }).map((w) => w.join(' ')),
  );
  const options: TwinOptions = { threshold: 0.7, orderThreshold: 0.4, minWords: 4, maxCandidates: 512 };
  let updated = 0;
  fc.assert(
    fc.property(
      fc.array(text, { minLength: 2, maxLength: 60 }),
      fc.array(fc.tuple(fc.nat(), text), { minLength: 1, maxLength: 3 }),
      (texts, edits) => {
        const join = new TwinJoin(options);
        const before = join.table(texts.map((t) => join.item(t)));
        const after = [...texts];
        const items = [...before.items];
        for (const [at, t] of edits) {
          after[at % after.length] = t;
          items[at % after.length] = join.item(t);
        }
        const changed = [...new Set(edits.map(([at]) => at % after.length))];
        const table = join.update(before, items, changed);
        if (!table) return;
        updated++;
        const fresh = new TwinJoin(options);
        const expected = fresh.table(after.map((t) => fresh.item(t)));
        assert.deepEqual([...table.earlier], [...expected.earlier]);
        assert.deepEqual([...table.similarity], [...expected.similarity]);
      },
    ),
    { numRuns: 400, seed: 11 },
  );
  assert.ok(updated > 300, `update applied in ${updated} of 400 runs`);
});

it('stays fast on 5,000 tools', () => {
  const tools = Array.from(
    { length: 5000 },
    (_, i) =>
      [`tool_${i}`, `Get the record number ${i} of table ${i % 97} from the warehouse ${i % 13}.`] as [string, string],
  );
  const text = catalog(...tools);
  const start = performance.now();
  lint(text, { rules: Object.fromEntries(['property-description-missing', 'required-absent'].map((r) => [r, 'off'])) });
  assert.ok(performance.now() - start < 5000);
});

it('the finding belongs to the later tool', () => {
  const text = catalog(
    ['a', 'List the open pull requests of a repository.'],
    ['b', 'List the open pull requests of the repository.'],
  );
  const [f] = lint(text).findings.filter((x) => x.rule === 'tools-overlap');
  assert.deepEqual([f.tool, f.toolIndex], ['b', 1]);
});
