import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOutput } from '../../shared/src/index';
import { pythonLanguage } from '../../shared/src/language/python';
import { bigModule } from '../engine/language/python/big-module';
import { timed } from './invariants';

/**
 * The Python front end on hostile input: every prefix of every fixture (a
 * decorator half typed, a call or docstring left open), a 5 MB module, modules
 * that import each other, a model that holds itself. No throw, no hang, every
 * finding inside the text, and none that the whole file does not have.
 */

const FIXTURES = join(__dirname, '..', 'fixtures', 'python');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.py'))
  .map((f) => [f, readFileSync(join(FIXTURES, f), 'utf8')] as const);

/** Rules that judge the whole catalog: a prefix with fewer tools may say otherwise. */
const CATALOG_RULES = new Set(['sdk-keywords', 'name-duplicate', 'tools-overlap', 'tool-count', 'catalog-budget']);

function assertInside(text: string, out: LintOutput): void {
  assert.deepEqual(out.internalErrors, [], 'nothing threw');
  for (const f of out.findings) {
    assert.ok(f.offset >= 0 && f.offset + f.length <= text.length, `${f.rule} inside the text`);
    for (const fix of f.fixes)
      for (const e of fix.edits)
        assert.ok(e.offset >= 0 && e.offset + e.length <= text.length, `${f.rule}: edit inside`);
  }
  for (const t of out.tools) assert.ok(t.offset >= 0 && t.offset + t.length <= text.length, 'tool inside the text');
}

const key = (f: { rule: string; offset: number; length: number }) => `${f.rule}@${f.offset}:${f.length}`;
const OPTIONS = { fileName: 'server.py', targets: ['gemini', 'openai-strict', 'anthropic'] as const };

describe('fuzz: the Python front end on hostile input', () => {
  it('parses every prefix of every fixture without a throw', () => {
    for (const [name, text] of fixtures)
      for (let end = 0; end <= text.length; end++)
        assert.doesNotThrow(() => pythonLanguage.parse(text.slice(0, end)), `${name} cut at ${end}`);
  });

  it('lints every prefix that ends a line: findings inside it, and at a statement boundary none the whole file lacks', () => {
    for (const [name, text] of fixtures) {
      const whole = new Set(lint(text, { ...OPTIONS, targets: [...OPTIONS.targets] }).findings.map(key));
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', end + 1)) {
        const prefix = text.slice(0, end + 1);
        const out = timed(1000, `${name} cut at ${end}`, () =>
          lint(prefix, { ...OPTIONS, targets: [...OPTIONS.targets] }),
        );
        assertInside(prefix, out);
        // The next line starts a statement at the module's level: every statement before it is whole.
        if (!/^[A-Za-z_@]/.test(text.slice(end + 1, end + 2))) continue;
        for (const f of out.findings)
          if (!CATALOG_RULES.has(f.rule)) assert.ok(whole.has(key(f)), `${name} cut at ${end}: ${key(f)} ${f.message}`);
      }
    }
  });

  it('reads a 5 MB module in bounded time', () => {
    let text = bigModule(1);
    const block = bigModule(1).split('\n').slice(7).join('\n');
    for (let i = 1; text.length < 5_000_000; i++)
      text += block.replace(/_0\b/g, `_${i}`).replace(/Item0\b/g, `Item${i}`);
    const parsed = timed(60_000, '5 MB module', () => pythonLanguage.parse(text));
    assert.ok(parsed.root?.kind === 'object' && parsed.root.props.length > 1000);
  });

  it('modules that import each other, and a model that holds itself, end', () => {
    const files: Record<string, string> = {
      '/p/a.py': 'from .b import B\nfrom pydantic import BaseModel\n\nclass A(BaseModel):\n    b: B\n',
      '/p/b.py':
        'from .a import A\nfrom pydantic import BaseModel\n\nclass B(BaseModel):\n    a: "A"\n    again: list["B"]\n',
    };
    const modules = (_from: string | undefined, specifier: string) => {
      const fileName = `/p/${specifier.replace(/^\./, '')}.py`;
      return files[fileName] === undefined ? undefined : { fileName, text: files[fileName] };
    };
    const text =
      'from fastmcp import FastMCP\nfrom pydantic import BaseModel\nfrom .a import A\n\nmcp = FastMCP("x")\n\nclass Tree(BaseModel):\n    children: list["Tree"]\n\n@mcp.tool\ndef grow(tree: Tree, a: A) -> str:\n    """Grow a tree and keep the A beside it."""\n    return ""\n';
    const out = timed(5000, 'cycles', () => lint(text, { fileName: '/p/server.py', modules, targets: ['gemini'] }));
    assertInside(text, out);
    assert.deepEqual(
      out.tools.map((t) => [t.name, t.schema]),
      [['grow', 'read']],
    );
  });
});
