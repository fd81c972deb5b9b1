import assert from 'node:assert/strict';
import { it } from 'node:test';
import { fixAll, parseJson, RULES, type FixKind, type LintOptions } from '../../../shared/src/index';
import { findingsOf, type RuleCase } from '../../helpers/cases';

/** Document builders shared by the schema rule tests. */

export const DESCRIPTION = 'A tool for tests.';

/** An OpenAI-shape tool whose parameters schema is `params` (JSON text). */
export function openaiTool(params: string, description = DESCRIPTION): string {
  return `{"tools": [{"type": "function", "function": {"name": "t", "description": ${JSON.stringify(description)}, "parameters": ${params}}}]}`;
}

/** An OpenAI-shape tool whose parameters object has these properties (member text). */
export function withProps(props: string, extra = '', description = DESCRIPTION): string {
  return openaiTool(`{"type": "object", "properties": {${props}}${extra}}`, description);
}

/** An MCP tool, multi-line JSONC with comments and trailing commas, properties given as lines. */
export function jsoncTool(propLines: string[], extra: string[] = []): string {
  return [
    '// tools for tests',
    '{"tools": [',
    '  {',
    '    "name": "t", /* the name */',
    `    "description": "${DESCRIPTION}",`,
    '    "inputSchema": {',
    '      "type": "object",',
    '      "properties": {',
    ...propLines.map((l) => `        ${l},`),
    '      },',
    ...extra.map((l) => `      ${l},`),
    '    },',
    '  },',
    ']}',
  ].join('\n');
}

/** The same text with Windows line ends. */
export function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** A description with emoji and CJK before the fault: offsets must count UTF-16 units. */
export const WIDE_DESCRIPTION = 'Wetter 🌦️ 天気予報 🇯🇵 — looks up the forecast.';

/** Options that turn every rule off but these (so a test does not depend on rules other people add). */
export function only(rules: string[], options: LintOptions = {}): LintOptions {
  return {
    ...options,
    rules: Object.fromEntries(RULES.filter((r) => !rules.includes(r.id)).map((r) => [r.id, 'off' as const])),
  };
}

/**
 * fixAll with only `rule` on gives `output`, which parses, carries no repairable
 * finding of `rule`, and is a fixed point (a second fixAll changes nothing).
 */
export function fixAllCase(rule: string, name: string, text: string, output: string, extra: LintOptions = {}): void {
  const options = only([rule], extra);
  it(`fixAll: ${name}`, () => {
    const fixed = fixAll(text, options);
    assert.equal(fixed, output);
    assert.deepEqual(parseJson(fixed).errors, [], 'the repaired text parses');
    const left = findingsOf(rule, fixed, options).filter((f) => f.fixable);
    assert.deepEqual(
      left.map((f) => f.message),
      [],
      `no repairable ${rule} finding is left`,
    );
    assert.equal(fixAll(fixed, options), fixed, 'a second fixAll changes nothing');
  });
}

/**
 * The same fault (one property member, single-line) in every layout a rule must
 * survive: JSONC with comments and trailing commas, CRLF, emoji and CJK before it
 * (UTF-16 offsets), items of items, an anyOf branch. The range is the
 * `nthInMember` occurrence of `at` inside the member. With `fixed` (the member
 * after the fix of kind `kind`), the JSONC and CRLF cases check the fix too.
 */
export function layoutCases(
  member: string,
  at: string,
  fixed?: { member: string; kind: FixKind },
  nthInMember = 0,
): RuleCase[] {
  const fix = (build: (m: string) => string) =>
    fixed ? { fix: { kind: fixed.kind, output: build(fixed.member) } } : {};
  const jsonc = (m: string) => parses(jsoncTool(['"first": {"type": "string"}', '/* before the fault */ ' + m]));
  const windows = (m: string) => parses(crlf(jsoncTool([m])));
  const at_ = (text: string) => [{ at, nth: occurrenceInMember(text, member, at) + nthInMember }];
  const cases: RuleCase[] = [
    { name: 'JSONC with comments and trailing commas', text: jsonc(member), expect: [], ...fix(jsonc) },
    { name: 'CRLF line ends', text: windows(member), expect: [], ...fix(windows) },
    { name: 'UTF-16 offsets after emoji and CJK', text: withProps(member, '', WIDE_DESCRIPTION), expect: [] },
    {
      name: 'nested: items of items',
      text: withProps(
        `"grid": {"type": "array", "items": {"type": "array", "items": {"type": "object", "properties": {${member}}}}}`,
      ),
      expect: [],
    },
    {
      name: 'nested: an anyOf branch',
      text: withProps(`"choice": {"anyOf": [{"type": "string"}, {"type": "object", "properties": {${member}}}]}`),
      expect: [],
    },
  ];
  return cases.map((c) => ({ ...c, expect: at_(c.text) }));
}

/** Which occurrence of `at` in `text` is the first one inside `member`. */
function occurrenceInMember(text: string, member: string, at: string): number {
  const stop = text.indexOf(member) + member.indexOf(at);
  let n = 0;
  for (let pos = text.indexOf(at); pos >= 0 && pos < stop; pos = text.indexOf(at, pos + 1)) n++;
  return n;
}

/** The text, after checking that it parses (a builder slip must not pass for a rule's finding). */
export function parses(text: string): string {
  const errors = parseJson(text).errors;
  if (errors.length) throw new Error(`test document does not parse: ${JSON.stringify(errors)}\n${text}`);
  return text;
}
