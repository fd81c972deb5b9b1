import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogText, decodeJsonText, missingArguments, readBoolean } from '../../shared/src/runtime';

const schema = {
  type: 'object',
  properties: { city: { type: 'string', pattern: '^[A-Z]' }, days: { type: 'integer' } },
  required: ['city', 'days', 'city'],
};

describe('missingArguments', () => {
  it('names each required argument the call leaves out, once, in the schema order', () => {
    assert.deepEqual(missingArguments({}, schema), ['city', 'days']);
    assert.deepEqual(missingArguments({ days: 2 }, schema), ['city']);
    assert.deepEqual(missingArguments(undefined, schema), ['city', 'days']);
    assert.deepEqual(missingArguments(null, schema), ['city', 'days']);
  });

  it("refuses nothing else: a wrong type, a pattern, an extra argument are the tool's to judge", () => {
    assert.deepEqual(missingArguments({ city: 'oslo', days: 'two', extra: true }, schema), []);
  });

  it('refuses nothing when it cannot read the schema', () => {
    for (const s of [undefined, null, 'schema', [], { required: 'city' }, { $ref: 'https://example.com/s.json' }])
      assert.deepEqual(missingArguments({}, s), [], JSON.stringify(s));
    assert.deepEqual(missingArguments({}, { required: ['a', 1, null] }), ['a']);
  });

  it('does not take an inherited member for an argument', () => {
    assert.deepEqual(missingArguments({}, { required: ['toString', 'constructor'] }), ['toString', 'constructor']);
  });
});

describe('decodeJsonText', () => {
  it('decodes a parameter carried as JSON text and passes a structured value through', () => {
    assert.deepEqual(decodeJsonText('{"a": [1, 2]}'), { a: [1, 2] });
    assert.deepEqual(decodeJsonText('[1]'), [1]);
    const value = { a: 1 };
    assert.equal(decodeJsonText(value), value);
    assert.equal(decodeJsonText(undefined), undefined);
  });

  it('leaves text that is not JSON as it is', () => {
    assert.equal(decodeJsonText('{not json'), '{not json');
    assert.equal(decodeJsonText(''), '');
  });
});

describe('readBoolean', () => {
  it('reads true, yes, on, 1 and false, no, off, 0 in any case', () => {
    for (const w of ['true', 'YES', ' On ', '1', true]) assert.equal(readBoolean(w), true, String(w));
    for (const w of ['false', 'No', 'OFF', '0', false]) assert.equal(readBoolean(w), false, String(w));
  });

  it('gives undefined for a blank, another word and a number', () => {
    for (const w of ['', ' ', 'maybe', 'truthy', 1, 0, null, undefined, {}])
      assert.equal(readBoolean(w), undefined, JSON.stringify(w));
  });
});

describe('catalogText', () => {
  it('lists deferred tools by name and the first line of their description', () => {
    const c = catalogText(
      [
        { name: 'get_forecast', description: 'Get the forecast.\nMore.' },
        { name: 'ping', description: '' },
      ],
      6000,
    );
    assert.equal(c.text.split('\n').slice(0, 2).join('\n'), 'get_forecast: Get the forecast.\nping');
    assert.deepEqual([c.listed, c.omitted], [2, 0]);
  });
});
