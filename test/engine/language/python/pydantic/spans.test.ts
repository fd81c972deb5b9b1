import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonNode, JsonObject } from '../../../../../shared/src/json/tree';
import { evaluateFunction, loadModule } from './load';

/**
 * Where each node of the schema sits in the Python: a property's key on the
 * parameter's name, its schema on the annotation, a keyword on the Field
 * argument that wrote it and its value on that argument's value, a default on
 * the default, the root on the def's name. The rules put their findings there.
 */
const text = `from typing import Annotated, Optional
from pydantic import Field


def search(query: Annotated[str, Field(min_length=1, description="Words")], limit: Optional[int] = None):
    """Search."""
`;
const m = loadModule('spans.py', text);

const at = (n: { offset: number; length: number }) => text.slice(n.offset, n.offset + n.length);
const member = (o: JsonNode | undefined, key: string) => (o as JsonObject).props.find((p) => p.key === key)!;

describe('spans', () => {
  it('mcp1: each node at the Python that produced it', () => {
    const root = evaluateFunction(m, 'search', 'mcp1').schema!;
    assert.equal(at(root), 'search');
    const props = member(root, 'properties').value;
    const query = member(props, 'query');
    assert.equal(text.slice(query.keyOffset, query.keyOffset + query.keyLength), 'query');
    assert.equal(at(query.value!), 'Annotated[str, Field(min_length=1, description="Words")]');
    const minLength = member(query.value, 'minLength');
    assert.equal(text.slice(minLength.keyOffset, minLength.keyOffset + minLength.keyLength), 'min_length');
    assert.equal(at(minLength.value!), '1');
    assert.equal(at(member(query.value, 'description').value!), '"Words"');
    const limit = member(props, 'limit').value;
    assert.equal(at(member(limit, 'default').value!), 'None');
    const anyOf = member(limit, 'anyOf').value;
    assert.equal(anyOf?.kind === 'array' && at(anyOf.items[0]), 'int');
  });

  it('fm4: what the SDK adds is keyed on the node it sits in', () => {
    const root = evaluateFunction(m, 'search', 'fm4').schema!;
    const closed = member(root, 'additionalProperties');
    assert.equal(text.slice(closed.keyOffset, closed.keyOffset + closed.keyLength), 'search');
  });
});
