import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parser } from '@lezer/python';
import { isOpaque, toValue, type JsonNode } from '../../../../../shared/src/json/tree';
import {
  evaluateTool,
  PYTHON_PROFILES,
  type PythonProfileId,
} from '../../../../../shared/src/language/python/pydantic';
import { loadModule } from './load';

/** Hostile input: recursion, cycles and depth end in a `$ref` or an opaque node, never in a throw or a hang. */
const PROFILES = Object.keys(PYTHON_PROFILES) as PythonProfileId[];

/** Every profile on the last function of `text` (parsed once), its imports answered from `files` (a module may import itself). */
function evaluateAll(text: string, files: Record<string, string> = {}) {
  const m = loadModule('hostile.py', text);
  const node = [...m.functions.values()].pop()!;
  return PROFILES.map((profile) =>
    evaluateTool(
      { kind: 'function', node },
      {
        module: m,
        profile,
        parse: (t) => parser.parse(t),
        modules: (_from, spec) =>
          spec in files
            ? { fileName: files[spec], text: files[spec] === 'hostile.py' ? text : `from .hostile import *\n` }
            : undefined,
      },
    ),
  );
}

function property(schema: JsonNode | undefined, name: string): JsonNode | undefined {
  const props = schema?.kind === 'object' ? schema.props.find((p) => p.key === 'properties')?.value : undefined;
  return props?.kind === 'object' ? props.props.find((p) => p.key === name)?.value : undefined;
}

const HEADER = 'from typing import Optional\nfrom pydantic import BaseModel\n';

describe('hostile Python', () => {
  it('a model that references itself, and two that reference each other', () => {
    const text = `${HEADER}class A(BaseModel):\n    a: Optional["A"] = None\n    b: "B"\nclass B(BaseModel):\n    a: A\ndef t(x: A): ...\n`;
    for (const r of evaluateAll(text)) assert.ok(r.sdkKeywords);
    const [mcp] = evaluateAll(text);
    assert.deepEqual(toValue(property(mcp.schema, 'x')), { $ref: '#/$defs/A' });
  });

  it('a class that is its own base, and a chain of 5,000 bases', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => `class C${i}(C${i + 1}):\n    f${i}: int\n`).join('');
    const text = `${HEADER}class Loop(Loop):\n    a: int\n${chain}class C5000(BaseModel):\n    z: int\ndef t(x: Loop, y: C0): ...\n`;
    const [mcp] = evaluateAll(text);
    assert.ok(isOpaque(property(mcp.schema, 'x')), 'a class with no readable base is not a model');
    assert.ok(mcp.schema, 'the chain ends in an unread base, not a stack overflow');
  });

  it('a module that imports itself, and two modules that import each other', () => {
    const self = `${HEADER}from .hostile import Query\nfrom .other import Other\ndef t(q: Query, o: Other, n: int): ...\n`;
    const [mcp] = evaluateAll(self, { '.hostile': 'hostile.py', '.other': 'other.py' });
    assert.ok(isOpaque(property(mcp.schema, 'q')));
    assert.ok(isOpaque(property(mcp.schema, 'o')));
    assert.deepEqual(toValue(property(mcp.schema, 'n')), { title: 'N', type: 'integer' });
  });

  it('10,000-deep list[...] nesting: no throw; 200-deep: read to a cap, then opaque', () => {
    const nested = (n: number) => `${'list['.repeat(n)}int${']'.repeat(n)}`;
    for (const r of evaluateAll(`def t(a: ${nested(10000)}, n: int): ...\n`)) assert.ok(r.sdkKeywords);
    const [mcp] = evaluateAll(`def t(a: ${nested(200)}): ...\n`);
    let depth = 0;
    let n = property(mcp.schema, 'a');
    for (; n?.kind === 'object'; n = n.props.find((p) => p.key === 'items')?.value) depth++;
    assert.ok(depth > 10 && depth < 200 && isOpaque(n), `read to a cap, then opaque (${depth})`);
  });

  it('a 10,000-long alias chain and an alias cycle are opaque', () => {
    const aliases = Array.from({ length: 10000 }, (_, i) => `A${i} = A${i + 1}\n`).join('');
    const [mcp] = evaluateAll(`${HEADER}${aliases}A10000 = int\nX = Y\nY = X\ndef t(b: A0, c: X): ...\n`);
    assert.ok(isOpaque(property(mcp.schema, 'b')));
    assert.ok(isOpaque(property(mcp.schema, 'c')));
  });

  it('a 1,000-deep default is opaque; 10,000-deep: no throw', () => {
    const list = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    for (const r of evaluateAll(`def t(x: list = ${list(10000)}): ...\n`)) assert.ok(r.sdkKeywords);
    const [mcp] = evaluateAll(`def t(x: list = ${list(1000)}, y: int = 1): ...\n`);
    const x = property(mcp.schema, 'x');
    assert.ok(x?.kind === 'object' && isOpaque(x.props.find((p) => p.key === 'default')?.value));
  });

  it('every prefix of a half-typed signature', () => {
    const sig = `${HEADER}def t(a: Annotated[Optional[list[dict[str, int]]], Field(ge=1, description="d")] = Field(default=None, alias="A"), *, b: Literal["x", 2] = "x"): ...\n`;
    for (let i = HEADER.length; i <= sig.length; i++) {
      const m = loadModule('prefix.py', sig.slice(0, i));
      const node = [...m.functions.values()].pop();
      if (!node) continue;
      for (const profile of PROFILES)
        evaluateTool({ kind: 'function', node }, { module: m, profile, parse: (t) => parser.parse(t) });
    }
  });
});
