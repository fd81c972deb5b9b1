/**
 * The Python SDKs' converters, one row each: what the SDK does after (and
 * around) pydantic, measured by running each one (docs/python.md, research
 * §1.1-§1.2, Appendix A-C). The evaluator follows these switches; nothing in it
 * asks which SDK it is.
 */
import { LANGCHAIN_CORE_MODULES } from './langchain-core';

export type PythonProfileId =
  | 'mcp1'
  | 'mcp2'
  | 'fm2'
  | 'fm3'
  | 'fm4'
  | 'lc'
  | 'lc-strict'
  | 'lc-args'
  | 'oai'
  | 'ant'
  | 'genai'
  | 'genai-old'
  | 'lc-gg'
  | 'agents'
  | 'agents-nonstrict'
  | 'pai'
  | 'smol';

/** What makes the schema of a function's signature. */
export type SignatureMode =
  /** `create_model('<fn>Arguments', ...)`: a model of the parameters (mcp, LangChain, the Agents SDK). */
  | 'arguments-model'
  /** pydantic's own function schema (`TypeAdapter(fn)`): closed root, `*args` make it an array (fastmcp, beta_tool). */
  | 'function-schema'
  /** Each parameter's annotation through its own TypeAdapter, the root written by the SDK (google-genai). */
  | 'per-parameter'
  /** smolagents reads the type hints itself, without pydantic (`smol.ts`). */
  | 'smolagents'
  /** Not modelled: only the converter's refusals are known; what it sends is opaque. */
  | 'unmodelled';

/** A converter's own exception, when the construct is met (`{fn}` the function's name, `{param}` the parameter's). */
export interface ThrowRule {
  when:
    | 'var-args'
    | 'var-kwargs'
    | 'positional-only'
    | 'underscore'
    | 'no-docstring'
    | 'async'
    | 'unannotated'
    | 'typeddict'
    | 'dataclass'
    | 'field-default'
    | 'recursive-model'
    | 'context-not-first';
  message: string;
}

export interface PythonProfile {
  id: PythonProfileId;
  label: string;
  signature: SignatureMode;
  /** The root `title` of the arguments model (`{fn}` the function's name); none when the SDK drops it. */
  rootTitle?: string;
  /** `*args: T` and `**kw: T`: required fields `args: T` (mcp), `list[T]`/`dict[str, T]` defaulting to None
   *  (LangChain) or to empty (the Agents SDK), a required `args` array (pydantic-ai), left out (genai), or pydantic's own. */
  varParams: 'fields' | 'optional-containers' | 'containers' | 'dropped' | 'pydantic' | 'array-field';
  /** A parameter named `_x`: sent, or silently left out (LangChain). Throwing is a ThrowRule. */
  underscore: 'send' | 'drop';
  /** An unannotated parameter: mcp's `{"title": name, "type": "string"}`, else `Any`. */
  unannotated: 'titled-string' | 'any';
  /** `Annotated[str, "text"]` becomes the description. */
  annotatedDoc: boolean;
  /** Docstring parameter descriptions: none, given to pydantic as `Field(description=)` (sorted in), or appended after. */
  paramDocs: 'none' | 'field' | 'append';
  /** LangChain rebuilds each top-level field from its type, default and description only (no alias, examples, extras). */
  rebuildsFields: boolean;
  /** pydantic's generated field titles (`"title": "Query"`); pydantic-ai turns them off. */
  fieldTitles: boolean;
  /** Titles: kept, pruned (fastmcp: all, or all but a node's only key), LangChain's `_rm_titles`, or kept on models only. */
  titles: 'keep' | 'prune' | 'prune-lone-kept' | 'langchain';
  /** `$defs`: kept, inlined unless recursive (fastmcp), inlined with a cycle cut to `{}` (LangChain), or hoisted from each parameter (genai). */
  refs: 'defs' | 'inline-unless-recursive' | 'inline-cut' | 'hoist';
  /** fastmcp 2.x prunes every `additionalProperties: false`. */
  pruneClosed: boolean;
  /** The strict transform: OpenAI's helpers, the Agents SDK's (which throws on open objects), LangChain's. */
  strict: 'none' | 'openai' | 'agents' | 'langchain';
  /** The Agents SDK writes a discriminated union's `oneOf` as `anyOf`. */
  discriminatedAnyOf: boolean;
  /** The root keys as the SDK writes them: as converted, `type` first (fastmcp 4), without title and description (LangChain). */
  rootKeys: 'as-is' | 'type-first' | 'no-title';
  /** langchain-google-genai converts LangChain's schema to Gemini's `Schema` (`gemini-schema.ts`). */
  geminiSchema: boolean;
  /** pydantic-ai builds its own function schema: a positional-only parameter is a property like any other. */
  positionalAsKeyword: boolean;
  /** pydantic-ai: a parameter whose default is `Field(...)` is optional, even with no default in it. */
  fieldIsDefault: boolean;
  /** pydantic-ai sends a lone model parameter's schema as the root. */
  loneModelRoot: boolean;
  /** Injected context parameters: left out wherever they are, or required first (else a ThrowRule). */
  context: 'drop' | 'first';
  throws: readonly ThrowRule[];
  /** Modules of the SDK's own package a schema may hold a class of, as Python source by module name (langchain-core.ts). */
  packageModules?: Readonly<Record<string, string>>;
  /** Keywords the SDK adds to every tool alike: one `sdk-keywords` finding per file names them. */
  sdkKeywords: readonly string[];
}

const MCP_UNDERSCORE: ThrowRule = {
  when: 'underscore',
  message: "InvalidSignature: Parameter {param} of {fn} cannot start with '_'",
};
const FASTMCP_VAR: ThrowRule[] = [
  { when: 'var-args', message: 'ValueError: Functions with *args are not supported as tools' },
  { when: 'var-kwargs', message: 'ValueError: Functions with **kwargs are not supported as tools' },
];
const LC_DOCSTRING: ThrowRule = {
  when: 'no-docstring',
  message: 'ValueError: Function must have a docstring if description not provided.',
};
const GENAI_PARSE =
  'ValueError: Failed to parse the parameter {param} of function {fn} for automatic function calling.Automatic function calling works best with simpler function signature schema, consider manually parsing your function declaration for function {fn}.';
const GENAI_THROWS: ThrowRule[] = [
  {
    when: 'async',
    message:
      'UnsupportedFunctionError: Function {fn} is a coroutine function, which is not supported for automatic function calling. Please manually invoke {fn} to get the function response.',
  },
  { when: 'unannotated', message: GENAI_PARSE },
  { when: 'typeddict', message: GENAI_PARSE },
  { when: 'dataclass', message: GENAI_PARSE },
];
const AGENTS_THROWS: ThrowRule[] = [
  {
    when: 'context-not-first',
    message: 'UserError: RunContextWrapper/ToolContext param found at non-first position in function {fn}',
  },
  {
    when: 'underscore',
    message: "NameError: Fields must not use names with leading underscores; e.g., use '{bare}' instead of '{param}'.",
  },
];

/** What most rows share: pydantic's output as the SDK gets it. */
const PYDANTIC = {
  varParams: 'pydantic',
  underscore: 'send',
  unannotated: 'any',
  annotatedDoc: false,
  paramDocs: 'none',
  rebuildsFields: false,
  fieldTitles: true,
  titles: 'keep',
  refs: 'defs',
  pruneClosed: false,
  strict: 'none',
  discriminatedAnyOf: false,
  rootKeys: 'as-is',
  geminiSchema: false,
  positionalAsKeyword: false,
  fieldIsDefault: false,
  loneModelRoot: false,
  context: 'drop',
  throws: [],
  sdkKeywords: [],
} as const;

const MCP: Omit<PythonProfile, 'id' | 'label'> = {
  ...PYDANTIC,
  signature: 'arguments-model',
  rootTitle: '{fn}Arguments',
  varParams: 'fields',
  unannotated: 'titled-string',
  throws: [MCP_UNDERSCORE],
  sdkKeywords: ['title'],
};

const FASTMCP: Omit<PythonProfile, 'id' | 'label'> = {
  ...PYDANTIC,
  signature: 'function-schema',
  annotatedDoc: true,
  titles: 'prune',
  refs: 'inline-unless-recursive',
  throws: FASTMCP_VAR,
  sdkKeywords: ['additionalProperties'],
};

const LANGCHAIN: Omit<PythonProfile, 'id' | 'label'> = {
  ...PYDANTIC,
  signature: 'arguments-model',
  varParams: 'optional-containers',
  underscore: 'drop',
  annotatedDoc: true,
  rebuildsFields: true,
  titles: 'langchain',
  refs: 'inline-cut',
  rootKeys: 'no-title',
  throws: [LC_DOCSTRING],
  packageModules: LANGCHAIN_CORE_MODULES,
};

const AGENTS: Omit<PythonProfile, 'id' | 'label'> = {
  ...PYDANTIC,
  signature: 'arguments-model',
  rootTitle: '{fn}_args',
  varParams: 'containers',
  annotatedDoc: true,
  paramDocs: 'field',
  strict: 'agents',
  discriminatedAnyOf: true,
  context: 'first',
  throws: AGENTS_THROWS,
};

export const PYTHON_PROFILES: Record<PythonProfileId, PythonProfile> = {
  mcp1: { ...MCP, id: 'mcp1', label: 'mcp 1.x FastMCP (pydantic passthrough)' },
  mcp2: { ...MCP, id: 'mcp2', label: 'mcp 2.x MCPServer (pydantic passthrough)' },
  fm2: {
    ...FASTMCP,
    id: 'fm2',
    label: 'fastmcp 2.x (titles and the closed root pruned, $defs kept)',
    titles: 'prune-lone-kept',
    refs: 'defs',
    pruneClosed: true,
    sdkKeywords: [],
  },
  fm3: {
    ...FASTMCP,
    id: 'fm3',
    label: 'fastmcp 3.x ($ref inlined, root additionalProperties: false)',
    paramDocs: 'append',
  },
  fm4: {
    ...FASTMCP,
    id: 'fm4',
    label: 'fastmcp 4.x ($ref inlined, root additionalProperties: false)',
    paramDocs: 'append',
    rootKeys: 'type-first',
    throws: [
      ...FASTMCP_VAR,
      {
        when: 'positional-only',
        message:
          'ValueError: Functions with positional-only parameters are not supported as tools because MCP passes tool arguments by name. Replace them with standard parameters that can be passed as keywords.',
      },
    ],
  },
  lc: { ...LANGCHAIN, id: 'lc', label: 'LangChain @tool through convert_to_openai_tool' },
  'lc-strict': {
    ...LANGCHAIN,
    id: 'lc-strict',
    label: 'LangChain @tool through convert_to_openai_tool(strict=True)',
    strict: 'langchain',
  },
  'lc-args': { ...LANGCHAIN, id: 'lc-args', label: 'LangChain StructuredTool(args_schema=Model)', annotatedDoc: false },
  oai: {
    ...PYDANTIC,
    signature: 'arguments-model',
    id: 'oai',
    label: 'openai.pydantic_function_tool (strict)',
    strict: 'openai',
  },
  ant: {
    ...PYDANTIC,
    signature: 'function-schema',
    id: 'ant',
    label: "Anthropic's beta_tool (pydantic's function schema)",
    paramDocs: 'field',
    sdkKeywords: ['additionalProperties'],
  },
  genai: {
    ...PYDANTIC,
    signature: 'per-parameter',
    id: 'genai',
    label: 'google-genai automatic function calling (parameters_json_schema)',
    varParams: 'dropped',
    refs: 'hoist',
    throws: GENAI_THROWS,
  },
  'genai-old': {
    ...PYDANTIC,
    signature: 'unmodelled',
    id: 'genai-old',
    label: "google-genai's older Schema path (its refusals only; what it sends is not modelled)",
    throws: [
      ...GENAI_THROWS.filter((t) => t.when !== 'async'),
      {
        when: 'field-default',
        message: "PydanticSerializationError: Unable to serialize unknown type: <class 'pydantic.fields.FieldInfo'>",
      },
      {
        when: 'recursive-model',
        message: 'RecursionError: maximum recursion depth exceeded while calling a Python object',
      },
    ],
  },
  'lc-gg': {
    ...LANGCHAIN,
    id: 'lc-gg',
    label: "langchain-google-genai (LangChain's schema as Gemini's Schema)",
    geminiSchema: true,
  },
  agents: { ...AGENTS, id: 'agents', label: 'OpenAI Agents SDK function_tool (strict)' },
  'agents-nonstrict': {
    ...AGENTS,
    id: 'agents-nonstrict',
    label: 'OpenAI Agents SDK function_tool(strict_mode=False)',
    strict: 'none',
  },
  pai: {
    ...PYDANTIC,
    signature: 'function-schema',
    id: 'pai',
    label: 'pydantic-ai Tool (no field titles, a lone model parameter as the root)',
    varParams: 'array-field',
    paramDocs: 'field',
    fieldTitles: false,
    positionalAsKeyword: true,
    fieldIsDefault: true,
    loneModelRoot: true,
    context: 'first',
    throws: [{ when: 'context-not-first', message: 'UserError: Error generating schema for {fn}:' }],
    sdkKeywords: ['additionalProperties'],
  },
  smol: {
    ...PYDANTIC,
    signature: 'smolagents',
    id: 'smol',
    label: 'smolagents @tool (its own type-hint reader)',
  },
};
