import {
  childPointer,
  getProp,
  getString,
  isObject,
  isOpaque,
  uniqueProps,
  type JsonArray,
  type JsonNode,
  type JsonObject,
} from '../json/tree';
import type { ToolShape } from '../types';
import { SCHEMA_KEY, type Tool } from './tool';

/** Array keys whose items are tools even when an item is still incomplete. */
const TOOL_LIST_KEYS = new Set(['tools', 'functions', 'functionDeclarations', 'function_declarations']);
const GEMINI_LIST_KEYS = new Set(['functionDeclarations', 'function_declarations']);
const SCHEMA_KEYS = ['parameters', 'input_schema', 'inputSchema', 'parametersJsonSchema'];

interface Visit {
  node: JsonNode;
  pointer: string;
  /** Key of the array this node is an item of, if any. */
  listKey?: string;
}

/**
 * Find every tool definition in a document, at any depth, in document order.
 * Iterative: a 100,000-deep document costs a stack array, not the call stack.
 * A tool's own schema is not searched for more tools.
 */
export function locateTools(root: JsonNode | undefined): Tool[] {
  const tools: Tool[] = [];
  if (!root) return tools;
  const stack: Visit[] = [{ node: root, pointer: '' }];
  while (stack.length) {
    const { node, pointer, listKey } = stack.pop()!;
    if (node.kind === 'object') {
      const tool = toolAt(node, pointer, listKey, tools.length);
      if (tool) {
        tools.push(tool);
        continue;
      }
      const props = uniqueProps(node); // a shadowed duplicate holds no tool JSON.parse would see
      for (let i = props.length - 1; i >= 0; i--) {
        const p = props[i];
        if (!p.value) continue;
        if (p.value.kind === 'array') pushItems(stack, p.value, childPointer(pointer, p.key), p.key);
        else if (p.value.kind === 'object') stack.push({ node: p.value, pointer: childPointer(pointer, p.key) });
      }
    } else if (node.kind === 'array') pushItems(stack, node, pointer, listKey);
  }
  inferIncompleteShapes(tools);
  return tools;
}

function pushItems(stack: Visit[], arr: JsonArray, pointer: string, listKey: string | undefined) {
  for (let i = arr.items.length - 1; i >= 0; i--) {
    const item = arr.items[i];
    if (item.kind === 'object' || item.kind === 'array')
      stack.push({ node: item, pointer: childPointer(pointer, i), listKey });
  }
}

/**
 * The tool whose outer object is `obj` at `pointer`, as locateTools reads it
 * (`listKey`: the key of the array holding it), or undefined. Shapes inferred
 * from sibling tools are not applied here.
 */
export function toolAt(obj: JsonObject, pointer: string, listKey: string | undefined, index: number): Tool | undefined {
  const fn = getProp(obj, 'function')?.value;
  if (isObject(fn) && (getString(obj, 'type') === 'function' || getProp(fn, 'name') || getProp(fn, 'parameters'))) {
    return makeTool(fn, childPointer(pointer, 'function'), 'openai', index, obj);
  }
  const spec = getProp(obj, 'toolSpec')?.value;
  if (isObject(spec)) return makeTool(spec, childPointer(pointer, 'toolSpec'), 'bedrock', index, obj);
  const shape = shapeOf(obj, listKey);
  return shape ? makeTool(obj, pointer, shape, index) : undefined;
}

/** The shape of an unwrapped tool object, or undefined when it is not a tool. */
function shapeOf(obj: JsonObject, listKey: string | undefined): ToolShape | undefined {
  const inList = listKey !== undefined && TOOL_LIST_KEYS.has(listKey);
  const gemini = listKey !== undefined && GEMINI_LIST_KEYS.has(listKey);
  const hasName = getProp(obj, 'name') !== undefined;
  // A schema computed in code (an opaque node) makes a tool only with a name and a description beside it.
  const described = hasName && getProp(obj, 'description') !== undefined;
  const schemaKey = SCHEMA_KEYS.find((k) => {
    const value = getProp(obj, k)?.value;
    return isObject(value) || (inList && getProp(obj, k)) || (described && isOpaque(value));
  });
  if (schemaKey && (hasName || inList)) {
    if (schemaKey === 'parametersJsonSchema') return 'gemini-json-schema';
    if (schemaKey === 'input_schema') return 'anthropic';
    if (schemaKey === 'inputSchema') return 'mcp';
    return gemini ? 'gemini' : 'openai-function';
  }
  // A listed tool still being written, or one that takes no schema: `{"name": "ping"}`.
  if (inList && (hasName || getProp(obj, 'description'))) return gemini ? 'gemini' : 'openai-function';
  return undefined;
}

function makeTool(node: JsonObject, pointer: string, shape: ToolShape, index: number, wrapper?: JsonObject): Tool {
  const nameProp = getProp(node, 'name');
  const descriptionProp = getProp(node, 'description');
  const tool: Tool = {
    index,
    shape,
    node,
    pointer,
    wrapper,
    name: nameProp?.value?.kind === 'string' ? nameProp.value.value : undefined,
    nameProp,
    description: descriptionProp?.value?.kind === 'string' ? descriptionProp.value.value : undefined,
    descriptionProp,
    schemaKey: SCHEMA_KEY[shape],
    schemaHolder: node,
    schemaPointer: childPointer(pointer, SCHEMA_KEY[shape]),
    dialect: shape === 'gemini-json-schema' ? 'json-schema' : 'profile',
  };
  if (shape === 'bedrock') attachBedrockSchema(tool);
  else {
    tool.schemaProp = getProp(node, tool.schemaKey);
    tool.schema = tool.schemaProp?.value;
  }
  return tool;
}

/** Bedrock nests the schema: `inputSchema: {json: {...}}`. */
function attachBedrockSchema(tool: Tool) {
  const input = getProp(tool.node, 'inputSchema')?.value;
  if (!isObject(input)) return;
  tool.schemaHolder = input;
  tool.schemaKey = 'json';
  tool.schemaPointer = childPointer(childPointer(tool.pointer, 'inputSchema'), 'json');
  tool.schemaProp = getProp(input, 'json');
  tool.schema = tool.schemaProp?.value;
}

/**
 * A listed tool with no schema key yet (`{"name": "ping"}` among MCP tools) takes
 * the shape its siblings use, so its findings name the key that shape expects.
 */
function inferIncompleteShapes(tools: Tool[]) {
  const counts = new Map<ToolShape, number>();
  for (const t of tools) if (t.schemaProp) counts.set(t.shape, (counts.get(t.shape) ?? 0) + 1);
  let common: ToolShape | undefined;
  for (const [shape, n] of counts) if (!common || n > counts.get(common)!) common = shape;
  if (!common || common === 'openai' || common === 'bedrock') return;
  for (const t of tools) {
    if (t.schemaProp || t.wrapper || t.shape === common) continue;
    if (t.shape === 'gemini' && common !== 'gemini-json-schema') continue;
    t.shape = common;
    t.schemaKey = SCHEMA_KEY[common];
    t.schemaPointer = childPointer(t.pointer, t.schemaKey);
    t.dialect = common === 'gemini-json-schema' ? 'json-schema' : 'profile';
  }
}

/** What names a tool found before: enough to read it again from a copy of its object. */
export interface ToolIdentity {
  shape: ToolShape;
  /** Pointer of the object that carries the name (inside the wrapper for the `openai` and `bedrock` shapes). */
  pointer: string;
  index: number;
}

/**
 * The tool `like` names, read again from `outer`: a re-parsed copy of its outer
 * object (the wrapper for the `openai` and `bedrock` shapes), say in a text
 * holding that object alone. Its shape, pointer and index are kept, including a
 * shape locateTools inferred from the tool's list or siblings; undefined when
 * the wrapper no longer holds the tool.
 */
export function toolFromOuter(outer: JsonObject, like: ToolIdentity): Tool | undefined {
  if (like.shape !== 'openai' && like.shape !== 'bedrock') return makeTool(outer, like.pointer, like.shape, like.index);
  const inner = getProp(outer, like.shape === 'openai' ? 'function' : 'toolSpec')?.value;
  return isObject(inner) ? makeTool(inner, like.pointer, like.shape, like.index, outer) : undefined;
}

/** A whole document taken as one bare parameters schema. */
export function bareSchemaTool(root: JsonNode | undefined, name: string): Tool[] {
  if (!root) return [];
  const holder: JsonObject = { kind: 'object', offset: root.offset, length: root.length, props: [] };
  return [
    {
      index: 0,
      shape: 'schema',
      node: holder,
      pointer: '',
      name,
      description: undefined,
      schema: root,
      schemaKey: '',
      schemaHolder: holder,
      schemaPointer: '',
      dialect: 'profile',
    },
  ];
}
