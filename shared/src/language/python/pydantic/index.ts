import type { SyntaxNode, Tree } from '@lezer/common';
import type { JsonNode } from '../../../json/tree';
import type { Span } from '../../../types';
import { obj, opaque, prop, str } from '../../computed/tree-builders';
import type { ModuleHost } from '../../language';
import { Emitter } from './emit';
import { genaiSchema } from './genai';
import { set } from './json-edit';
import { readSignature, type Signature } from './params';
import { cleandoc } from '../docstrings';
import { afterPydantic, type ToolFacts } from './pipeline';
import { PYTHON_PROFILES, type PythonProfile, type PythonProfileId } from './profiles';
import { Reader } from './reader';
import { Modules, moduleOf } from './scope';
import { argumentFields, argumentsModel, functionSchema, rebuiltField, type ArgField } from './signature';
import { sortLikePydantic } from './sort';
import { spanOf } from './syntax';
import { stringValue } from './literals';
import { smolSchema } from './smol';
import { firstThrow } from './throws';

export { PYTHON_PROFILES, type PythonProfile, type PythonProfileId } from './profiles';

export interface PyModule {
  text: string;
  tree: Tree;
  fileName?: string;
}

export interface PyEvalContext {
  module: PyModule;
  /** Resolves `from .models import Query` / `from pkg.models import Query` (specifier as written in Python). */
  modules?: ModuleHost;
  /** Parses an imported module's text (pyfront passes its cached parser). */
  parse: (text: string) => Tree;
  profile: PythonProfileId;
}

/** A function whose signature is the tool's input (FastMCP, @tool, beta_tool, function_tool, genai). */
export interface FunctionTool {
  kind: 'function';
  /** The FunctionDefinition. */
  node: SyntaxNode;
  /** Parameter descriptions from the docstring, read by the SDK's own rule (pyfront parses docstrings). */
  paramDocs?: ReadonlyMap<string, { text: string; span: Span }>;
  /** Parameters the SDK injects and leaves out of the schema (a FastMCP `Context`, pydantic-ai's `RunContext`). */
  injected?: ReadonlySet<string>;
  /** LangChain's `@tool(parse_docstring=True)`: the docstring's `Args:` become the fields' descriptions, as `Field(description=)` would. */
  docsAsFields?: boolean;
  /** The tool's description is given apart from the docstring (`@tool(description=...)`): LangChain needs no docstring then. */
  described?: boolean;
  /** That description's text when it is a literal (langchain-google-genai writes it into the schema's root). */
  description?: { text: string; span: Span };
}

/** A pydantic model named where the SDK takes one (args_schema=Query, pydantic_function_tool(Query)). */
export interface ModelTool {
  kind: 'model';
  /** The expression that names the class. */
  node: SyntaxNode;
}

export interface PyEvaluation {
  /** The tool's input schema as the profile's SDK sends it, each node at the span of the Python that produced it;
   *  undefined when the converter throws (or, for google-genai, when a function has no parameters: no schema is sent).
   *  A part not read is an `opaque` node in its place. */
  schema: JsonNode | undefined;
  /** The converter's own exception text, at the construct that causes it (`converter-throws`). */
  throws?: { message: string; span: Span };
  /** Keywords the SDK adds to every tool alike, for one `sdk-keywords` finding per file. */
  sdkKeywords: readonly string[];
}

/** The JSON Schema the profile's SDK sends for a tool written in Python, read from the syntax only. */
export function evaluateTool(tool: FunctionTool | ModelTool, ctx: PyEvalContext): PyEvaluation {
  const listed = PYTHON_PROFILES[ctx.profile];
  const docsAsFields = tool.kind === 'function' && tool.docsAsFields === true && listed.paramDocs === 'none';
  const profile: PythonProfile = docsAsFields ? { ...listed, paramDocs: 'field' } : listed;
  const root = moduleOf(ctx.module.text, ctx.module.tree, ctx.module.fileName);
  const reader = new Reader(new Modules(root, ctx.modules, ctx.parse, profile.packageModules));
  const sdkKeywords = profile.sdkKeywords;
  const emitter = new Emitter(emitOptions(profile));
  const base =
    tool.kind === 'model'
      ? modelBase(reader, emitter, tool.node, profile)
      : functionBase(reader, emitter, tool, profile);
  if ('throws' in base) return { schema: undefined, throws: base.throws, sdkKeywords };
  if (!base.schema) return { schema: undefined, sdkKeywords };
  const docs = tool.kind === 'function' ? tool.paramDocs : undefined;
  const out = base.final
    ? { schema: base.schema }
    : afterPydantic(base.schema, profile, docs, base.fields ?? [], base.tool);
  if (out.throws) return { schema: undefined, throws: out.throws, sdkKeywords };
  return { schema: out.schema, sdkKeywords };
}

function emitOptions(profile: PythonProfile) {
  return { annotatedDoc: profile.annotatedDoc, fieldTitles: profile.fieldTitles };
}

type Base =
  | { schema: JsonNode | undefined; fields?: ArgField[]; final?: boolean; tool?: ToolFacts }
  | { throws: { message: string; span: Span } };

function modelBase(r: Reader, e: Emitter, node: SyntaxNode, profile: PythonProfile): Base {
  const target = r.resolveExpr(node, r.root);
  const kind = target.kind === 'class' ? r.classKind(target.node, target.mod) : undefined;
  if (kind?.t !== 'model') return { schema: opaque(spanOf(node)) };
  const def = kind.def;
  const rebuilt = profile.rebuildsFields ? { ...def, fields: () => def.fields().map(rebuiltField) } : def;
  return { schema: modelRoot(e, rebuilt, spanOf(node)) };
}

/** `Model.model_json_schema()` / `TypeAdapter(Model).json_schema()`: the model at the root, a recursive one as a `$ref`. */
function modelRoot(e: Emitter, def: Parameters<Emitter['model']>[1], at: Span): JsonNode {
  const ref = e.ref(at, def);
  const name = e.nameOf(def);
  if (e.recursive.has(name)) return sortLikePydantic(withDefs(ref, e));
  const body = e.defs.get(name)!;
  e.defs.delete(name);
  return sortLikePydantic(withDefs(body, e));
}

function withDefs(schema: JsonNode, e: Emitter): JsonNode {
  if (!e.defs.size || schema.kind !== 'object') return schema;
  const at = schema;
  return set(
    schema,
    '$defs',
    obj(
      at,
      [...e.defs].map(([k, v]) => prop(k, v, v)),
    ),
    at,
  );
}

function functionBase(r: Reader, e: Emitter, tool: FunctionTool, profile: PythonProfile): Base {
  const sig = readSignature(r.root.text, tool.node);
  if (!sig) return { schema: opaque(spanOf(tool.node)) };
  const injected = tool.injected ?? new Set<string>();
  const thrown = firstThrow(r, sig, profile, injected, tool.described ?? false);
  if (thrown) return { throws: thrown };
  if (profile.signature === 'unmodelled') return { schema: opaque(sig.nameSpan), final: true };
  if (profile.signature === 'smolagents') {
    const smol = smolSchema(r, sig, tool.paramDocs);
    return 'throws' in smol ? smol : { schema: smol.schema, final: true };
  }
  if (profile.signature === 'per-parameter') {
    const g = genaiSchema(r, sig, injected, emitOptions(profile));
    return 'throws' in g ? g : { schema: g.schema, final: true };
  }
  const fields = argumentFields(r, sig, profile, injected, tool.paramDocs);
  const lone = profile.loneModelRoot ? loneModel(fields) : undefined;
  if (lone) return { schema: modelRoot(e, lone, sig.nameSpan), fields: [] };
  const base = signatureSchema(e, sig, fields, profile);
  return 'throws' in base ? base : { ...base, tool: toolFacts(r, sig, tool) };
}

function signatureSchema(e: Emitter, sig: Signature, fields: ArgField[], profile: PythonProfile): Base {
  if (profile.signature === 'function-schema') {
    const fs = functionSchema(e, fields, sig.nameSpan);
    if ('throws' in fs) return { throws: { message: fs.throws, span: sig.nameSpan } };
    return { schema: sortLikePydantic(withDefs(fs.schema, e)), fields };
  }
  const title = profile.rootTitle?.replace('{fn}', sig.name);
  return { schema: sortLikePydantic(withDefs(argumentsModel(e, fields, sig.nameSpan, title), e)), fields };
}

/** The tool's name and the description LangChain gives it: one given apart, else the docstring, cleaned. */
function toolFacts(r: Reader, sig: Signature, tool: FunctionTool): ToolFacts {
  const name = { text: sig.name, span: sig.nameSpan };
  if (tool.description) return { name, description: str(tool.description.span, tool.description.text) };
  const doc = sig.docstring;
  const text = doc && !tool.described ? stringValue(r.root.text, doc) : undefined;
  return { name, description: text !== undefined && doc ? str(spanOf(doc), cleandoc(text)) : opaque(sig.nameSpan) };
}

/** pydantic-ai: a function whose one parameter is a model sends that model's schema as the root (a default or not). */
function loneModel(fields: ArgField[]) {
  if (fields.length !== 1) return undefined;
  const k = fields[0].type.kind;
  return k.t === 'model' ? k.def : undefined;
}
