import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toValue, type JsonNode } from '../../../../../shared/src/json/tree';
import { evaluateTool } from '../../../../../shared/src/language/python/pydantic';
import { contextFor, loadModule } from './load';

/**
 * Names resolved across modules the way Python imports them: `from pkg.models
 * import Query as Q`, `import pkg.models as pm`, a package's `__init__` star
 * re-export, a relative import inside the package. The host answers each
 * specifier as written; what it does not answer is opaque in its place.
 */
const FILES = {
  'pkg.models': 'pkg/models.py',
  pkg: 'pkg/__init__.py',
  '.models': 'pkg/models.py',
  '.shared': 'pkg/shared.py',
};
const app = loadModule('app.py');

const QUERY = {
  $defs: {
    Query: {
      description: 'What to search for.',
      properties: {
        text: { description: 'The words', title: 'Text', type: 'string' },
        unit: { $ref: '#/$defs/Unit', default: 'cm' },
        limit: { default: 10, title: 'Limit', type: 'integer' },
      },
      required: ['text'],
      title: 'Query',
      type: 'object',
    },
    Unit: { enum: ['cm', 'in'], title: 'Unit', type: 'string' },
  },
  properties: { q: { $ref: '#/$defs/Query' } },
  required: ['q'],
};

function walk(n: JsonNode | undefined, visit: (n: JsonNode) => void): void {
  if (!n) return;
  visit(n);
  if (n.kind === 'object') for (const p of n.props) walk(p.value, visit);
  if (n.kind === 'array') for (const i of n.items) walk(i, visit);
}

describe('imports', () => {
  for (const [fn, title] of [
    ['t_alias_import', 't_alias_importArguments'],
    ['t_module_member', 't_module_memberArguments'],
    ['t_package_star', 't_package_starArguments'],
  ])
    it(fn, () => {
      const node = app.functions.get(fn)!;
      const r = evaluateTool({ kind: 'function', node }, contextFor(app, 'mcp1', FILES));
      assert.deepEqual(toValue(r.schema), { ...QUERY, title, type: 'object' });
      // what another module wrote is placed at the annotation that led there
      const annotation = app.text.indexOf(': ', node.from) + 2;
      walk(r.schema, (n) => assert.ok(n.offset >= node.from && n.offset + n.length <= node.to, `inside ${fn}`));
      const defs = (r.schema as JsonNode & { kind: 'object' }).props.find((p) => p.key === '$defs')!.value!;
      const query = defs.kind === 'object' ? defs.props.find((p) => p.key === 'Query')!.value! : undefined;
      assert.equal(query?.offset, annotation);
    });

  it('a name the host does not answer is opaque, its neighbours still read', () => {
    const r = evaluateTool(
      { kind: 'function', node: app.functions.get('t_unresolved')! },
      contextFor(app, 'fm4', FILES),
    );
    const props = (r.schema as JsonNode & { kind: 'object' }).props.find((p) => p.key === 'properties')!.value!;
    assert.equal(props.kind, 'object');
    const [q, n] = props.kind === 'object' ? props.props : [];
    assert.equal(q.value?.kind, 'opaque');
    assert.deepEqual(toValue(n.value), { type: 'integer' });
  });
});
