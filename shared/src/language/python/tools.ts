import type { SyntaxNode, Tree } from '@lezer/common';
import type { JsonNode, JsonObject, JsonProperty } from '../../json/tree';
import { noteRegistration } from '../../model/source';
import type { InternalError, Span } from '../../types';
import { bool, opaque } from '../computed/tree-builders';
import type { ParseOptions } from '../language';
import { readDoc, type DocReading } from './described';
import { docstringOf } from './docstrings';
import { evaluateTool, type FunctionTool, type ModelTool, type PyEvaluation, type PythonProfileId } from './pydantic';
import { notedSchema } from './finish';
import { noteParamOrigins, type DescribedBy } from './origins';
import type { ComputedIndex } from '../computed/computed-index';
import type { Imported } from './imports';
import { chooseProfile, DOC_RULES, PARSED_GOOGLE, STRICT_PROFILES, type ChosenProfile } from './profile';
import type { FoundTool } from './recognise';
import type { ModuleScan } from './scan';
import { INJECTED_TYPES, OVERRIDES, SCHEMA_KEYS } from './sdks';
import { stringValue } from './strings';
import { childrenOf, dottedName, keyword, spanOf, textOf } from './syntax';

/** What reading a module's tools needs besides each tool. */
export interface ToolContext {
  text: string;
  tree: Tree;
  scan: ModuleScan;
  imports: ReadonlyMap<string, Imported>;
  options: ParseOptions;
  parse: (text: string) => Tree;
  /** Where the evaluator threw: the tool stays opaque, and lint reports the throw as an internal error. */
  internalErrors: InternalError[];
  /** The parse's computed-schema facts: what is evaluated, what no edit may change, what was sent. */
  computed: ComputedIndex;
}

/**
 * A recognised tool in the shape its SDK sends it (`{name, description,
 * inputSchema}` for an MCP server, `parameters` for LangChain and OpenAI,
 * `input_schema` for Anthropic, `parametersJsonSchema` for google-genai), its
 * schema evaluated by the SDK's profile and noted for the rules.
 */
export function readTool(found: FoundTool, ctx: ToolContext): JsonObject {
  const chosen = chooseProfile(found.form, ctx.options.packages);
  const doc = readDescription(found, chosen, ctx);
  const props: JsonProperty[] = [nameMember(found, ctx)];
  const description = descriptionMember(found, doc, ctx);
  if (description) props.push(description);
  const key = SCHEMA_KEYS[found.form.sdk];
  // The schema's key, where a finding on the whole schema goes: the signature, or the model named.
  const keyAt = schemaPlace(found);
  const schema = schemaOf(found, chosen, doc, keyAt, ctx);
  props.push({ key, keyOffset: keyAt.offset, keyLength: keyAt.length, value: schema });
  if (STRICT_PROFILES.has(chosen.profile)) props.push(strictMember(found.site));
  const tool: JsonObject = { kind: 'object', ...spanOf(found.site), props };
  if (found.form.sdk === 'mcp' || found.form.sdk === 'fastmcp') noteRegistration(tool);
  return tool;
}

function strictMember(site: SyntaxNode): JsonProperty {
  const at = { offset: site.from, length: 0 };
  return { key: 'strict', keyOffset: at.offset, keyLength: 0, value: bool(at, true) };
}

/** The tool's name: the SDK's override keyword, LangChain's positional name, a class's `name`, else the function's or model's. */
function nameMember(found: FoundTool, ctx: ToolContext): JsonProperty {
  const written =
    OVERRIDES[found.form.sdk].name.map((k) => keyword(found.args, k)?.value).find((v) => v) ??
    found.nameArg ??
    found.members?.get('name');
  if (written) return keyedByValue('name', stringOrOpaque(ctx.text, written));
  const id = (found.fn ?? modelClass(found, ctx))?.getChild('VariableName') ?? found.model;
  const at = id ? spanOf(id) : { offset: found.site.from, length: 0 };
  const name: JsonNode = { kind: 'string', ...at, value: id ? textOf(ctx.text, id).replace(/^.*\./, '') : '' };
  ctx.computed.markUnwritable(name); // a function's or class's own name: renaming it is the author's change
  return keyedByValue('name', name);
}

/** Whether the description is given apart from the docstring (an override keyword, a class's `description`). */
function describedApart(found: FoundTool): boolean {
  const keys = OVERRIDES[found.form.sdk].description;
  return keys.some((k) => keyword(found.args, k)) || found.members?.has('description') === true;
}

/** The description: the override keyword or a class's `description` as written, else the docstring read by the SDK's rule. */
function descriptionMember(
  found: FoundTool,
  doc: DocReading & { at?: Span },
  ctx: ToolContext,
): JsonProperty | undefined {
  const text = ctx.text;
  const written =
    OVERRIDES[found.form.sdk].description.map((k) => keyword(found.args, k)?.value).find((v) => v) ??
    found.members?.get('description');
  if (written) return keyedByValue('description', stringOrOpaque(text, written));
  if (doc.description === undefined) return undefined;
  const at = doc.at ?? { offset: (found.fn ?? found.site).from, length: 0 };
  const value: JsonNode = { kind: 'string', ...at, value: doc.description };
  ctx.computed.markUnwritable(value); // what the SDK reads from a docstring is not the literal as written
  return keyedByValue('description', value);
}

function readDescription(found: FoundTool, chosen: ChosenProfile, ctx: ToolContext): DocReading & { at?: Span } {
  const holder = found.fn ?? modelClass(found, ctx);
  const doc = holder && docstringOf(ctx.text, holder);
  const rule = found.parseDocstring ? PARSED_GOOGLE : DOC_RULES[chosen.profile];
  return { ...readDoc(ctx.text, doc, rule), at: doc && spanOf(doc.node) };
}

/** The class a model tool names, when this module declares it. */
function modelClass(found: FoundTool, ctx: ToolContext): SyntaxNode | undefined {
  const name = dottedName(ctx.text, found.model);
  return name === undefined ? undefined : ctx.scan.classes.get(name);
}

function schemaPlace(found: FoundTool): Span {
  if (found.model) return spanOf(found.model);
  return spanOf(found.fn?.getChild('ParamList') ?? found.fn ?? found.site);
}

function schemaOf(found: FoundTool, chosen: ChosenProfile, doc: DocReading, at: Span, ctx: ToolContext): JsonNode {
  const target: FunctionTool | ModelTool | undefined = found.model
    ? { kind: 'model', node: found.model }
    : found.fn && {
        kind: 'function',
        node: found.fn,
        paramDocs: doc.paramDocs,
        injected: injectedParameters(ctx.text, found.fn, INJECTED_TYPES[found.form.sdk], found.form.sdk === 'mcp'),
        described: describedApart(found),
        docsAsFields: found.parseDocstring === true,
      };
  if (!target) return opaque(at);
  const evaluate = (profile: PythonProfileId) => evaluated(target, profile, ctx);
  const schema = notedSchema(evaluate(chosen.profile), at, chosen, found.form.sdk, ctx, evaluate);
  noteParamOrigins(schema, describedBy(found, chosen, ctx), ctx.computed);
  return schema;
}

/** The tool read by one profile; undefined where the evaluator throws. */
function evaluated(
  target: FunctionTool | ModelTool,
  profile: PythonProfileId,
  ctx: ToolContext,
): PyEvaluation | undefined {
  try {
    const module = { text: ctx.text, tree: ctx.tree, fileName: ctx.options.fileName };
    return evaluateTool(target, { module, modules: ctx.options.modules, parse: ctx.parse, profile });
  } catch (e) {
    // The evaluator is total by contract: a throw is its bug, said as one, and the tool stays opaque.
    const error = e instanceof Error ? e : undefined;
    const name = textOf(ctx.text, target.node.getChild('VariableName') ?? target.node);
    ctx.internalErrors.push({
      rule: 'pydantic evaluator',
      frontEnd: 'python',
      message: `${error?.message ?? String(e)} (evaluating \`${name}\` at offset ${target.node.from})`,
      stack: error?.stack,
    });
    return undefined;
  }
}

/** Where the tool's SDK reads a parameter's description: the docstring's `Args:` for LangChain's `parse_docstring=True` and the Agents SDK, else pydantic's `Field`. */
function describedBy(found: FoundTool, chosen: ChosenProfile, ctx: ToolContext): DescribedBy {
  const readsArgs =
    found.parseDocstring === true || chosen.profile === 'agents' || chosen.profile === 'agents-nonstrict';
  if (!readsArgs || !found.fn) return { kind: 'field' };
  const doc = docstringOf(ctx.text, found.fn);
  return { kind: 'args', docstring: doc && spanOf(doc.node), definition: spanOf(found.fn) };
}

/**
 * The parameters whose annotation names a type the SDK injects (`ctx: Context`, `ctx: RunContext[Deps]`).
 * With `inUnions` (mcp, which looks through a union for its Context: measured on awslabs/mcp's
 * aws-pricing server, whose `ctx: Optional[Context] = None` is not listed), a member of
 * `Optional[...]` or `Union[...]` counts too.
 */
function injectedParameters(text: string, fn: SyntaxNode, types: readonly string[], inUnions = false): Set<string> {
  const out = new Set<string>();
  if (!types.length) return out;
  let name: string | undefined;
  for (const part of childrenOf(fn.getChild('ParamList') ?? fn)) {
    if (part.name === 'VariableName') name = textOf(text, part);
    else if (part.name === 'TypeDef' && name !== undefined) {
      const written = textOf(text, part).replace(/^:\s*/, '');
      const union = inUnions ? /^(?:typing\.)?(?:Optional|Union)\[([^]*)\]$/.exec(written.trim()) : null;
      const heads = (union ? union[1].split(',') : [written])
        .flatMap((t) => t.split('|'))
        .map((t) => /(\w+)\s*(?:\[|$)/.exec(t.trim())?.[1]);
      if (heads.some((h) => h !== undefined && types.includes(h))) out.add(name);
    } else if (part.name === ',') name = undefined;
  }
  return out;
}

function stringOrOpaque(text: string, node: SyntaxNode): JsonNode {
  const value = stringValue(text, node);
  return value === undefined ? opaque(spanOf(node)) : { kind: 'string', ...spanOf(node), value };
}

function keyedByValue(key: string, value: JsonNode): JsonProperty {
  return { key, keyOffset: value.offset, keyLength: value.length, value };
}
