import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type LintOptions, type LintOutput } from '../../../../shared/src/index';
import { assertLintInvariants, timed } from '../../../fuzz/invariants';

/** An OpenAPI document of one operation: its parameters, its body, its components. */
function document(parts: { parameters?: string; body?: string; components?: string; summary?: string }): string {
  const body = parts.body ? `, "requestBody": {"content": {"application/json": {"schema": ${parts.body}}}}` : '';
  const summary = parts.summary ?? 'Run the one operation of this document on the input it is given';
  const operation = `{"operationId": "run", "summary": "${summary}", "parameters": [${parts.parameters ?? ''}]${body}}`;
  return `{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/run": {"post": ${operation}}}, "components": ${parts.components ?? '{}'}}`;
}

const CONVERTERS = ['generic', 'notion-mcp-server'];

/** Lint under each converter within `ms`, every invariant checked: never a throw, a hang or a finding off its node. */
function survives(text: string, ms = 3000, options: LintOptions = {}): LintOutput[] {
  return CONVERTERS.map((converter) => {
    const out = timed(ms, `lint (${converter})`, () => lint(text, { language: 'openapi', converter, ...options }));
    assertLintInvariants(text, out);
    assert.deepEqual(out.internalErrors, []);
    return out;
  });
}

const errors = (out: LintOutput) => out.findings.filter((f) => f.severity === 'error').map((f) => f.rule);

describe('hostile OpenAPI documents', () => {
  it('components that refer to each other in a cycle: read once each, the references judged as references', () => {
    const components = `{"schemas": {
      "A": {"type": "object", "description": "An A", "properties": {"b": {"$ref": "#/components/schemas/B"}}},
      "B": {"type": "object", "description": "A B", "properties": {"a": {"$ref": "#/components/schemas/A"}}}}}`;
    for (const out of survives(document({ body: '{"$ref": "#/components/schemas/A"}', components })))
      assert.deepEqual(errors(out), ['ref']);
  });

  it('a parameter that is a reference to itself, and a schema that names itself: no parameter, a reference that stays one', () => {
    const components = '{"parameters": {"p": {"$ref": "#/components/parameters/p"}}}';
    for (const out of survives(document({ parameters: '{"$ref": "#/components/parameters/p"}', components })))
      assert.deepEqual(errors(out), []);
    const self =
      '{"name": "x", "in": "query", "description": "x", "schema": {"$ref": "#/paths/~1run/post/parameters/0/schema"}}';
    for (const out of survives(document({ parameters: self }))) assert.deepEqual(errors(out), ['ref']);
  });

  it('a 100,000-deep schema: read to a depth, the rest not judged, no error', () => {
    const DEPTH = 100_000;
    const deep = '{"type": "object", "properties": {"a": '.repeat(DEPTH) + '{"type": "string"}' + '}}'.repeat(DEPTH);
    const outs = survives(document({ parameters: `{"name": "x", "in": "query", "schema": ${deep}}` }), 20_000);
    for (const out of outs) assert.deepEqual(errors(out), []);
  });

  it('a 50 MB document: one file-too-large finding, fast; with the limit raised, read whole', () => {
    const text = document({ summary: 'x'.repeat(50 * 1024 * 1024) });
    for (const out of survives(text, 1000))
      assert.deepEqual(
        out.findings.map((f) => f.rule),
        ['file-too-large'],
      );
    for (const out of survives(text, 20_000, { maxFileSize: text.length + 1, fixes: false }))
      assert.deepEqual(errors(out), []);
  });
});
