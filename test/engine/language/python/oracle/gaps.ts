/**
 * Cells of the oracle where the evaluator does not (yet) send what the converter sends, each with
 * why. Keyed `<profile> <construct>`, `* <construct>` for every profile, or `<profile> *` for a
 * converter not modelled yet. A gap is still compared, as a TODO: its result is in the test output
 * (a TODO that passes is a gap to drop) and in the match table, but it does not fail the run.
 */
const GENAI_DUMPS =
  'google-genai raises TypeError in json.dumps of the request (corrections.ts); the evaluator sends the research serialisation';
const LC_ARGS = 'StructuredTool(args_schema=) is written as @tool writes it; the evaluator writes pydantic';
const GENAI_OLD_FIELD =
  'the Schema path cannot serialise a Field(...) default (PydanticSerializationError); the evaluator sends a schema';

export const GAPS: Record<string, string> = {
  'smol *': "smolagents' own converter (every class an object, nullable defaults, Args: entries) is not modelled yet",
  'lc-gg *': "langchain-google-genai's Gemini Schema (inlined, nullable, types it knows) is not modelled yet",
  'fm2 model_closed':
    "fastmcp 2's compress_schema prunes additionalProperties: false inside $defs too; the evaluator keeps it",
  'fm3 discriminated': 'fastmcp 3 drops the discriminator when it inlines the $refs; the evaluator keeps it',
  'fm4 discriminated': 'fastmcp 4 drops the discriminator when it inlines the $refs; the evaluator keeps it',
  'fm4 literal_mixed': "fastmcp 4 keeps the title of a node without type (Literal['a', 1]); the evaluator removes it",
  'fm4 default_none_no_annot': 'fastmcp 4 keeps the title of a node without type (x=None); the evaluator removes it',
  'lc discriminated':
    'LangChain writes a discriminated union as anyOf, without the discriminator; the evaluator keeps oneOf',
  'lc-strict discriminated':
    'LangChain writes a discriminated union as anyOf, without the discriminator; the evaluator keeps oneOf',
  'lc context_optional':
    "LangChain sends Optional[RunnableConfig] as a property with RunnableConfig's whole TypedDict; an installed package's class is not read",
  'lc-strict context_optional':
    "LangChain sends Optional[RunnableConfig] as a property with RunnableConfig's whole TypedDict; an installed package's class is not read",
  'lc-args field_default_full': `${LC_ARGS} (no examples)`,
  'lc-args field_extra': `${LC_ARGS} (no json_schema_extra)`,
  'lc-args field_alias': `${LC_ARGS} (the Python name, not the alias)`,
  'lc-args discriminated': `${LC_ARGS} (anyOf, no discriminator)`,
  'ant underscore_param': "pydantic titles _x as 'X'; the evaluator writes ' X'",
  'genai tuple_fixed': 'google-genai adds unevaluatedItems: false to a tuple; the evaluator does not',
  'genai default_tuple': 'google-genai adds unevaluatedItems: false to a tuple; the evaluator does not',
  'genai enum_str': "google-genai inlines an enum (each parameter's own schema); the evaluator writes $defs and $ref",
  'genai enum_int': "google-genai inlines an enum (each parameter's own schema); the evaluator writes $defs and $ref",
  'genai enum_default':
    "google-genai inlines an enum (each parameter's own schema); the evaluator writes $defs and $ref",
  'genai field_default_full': GENAI_DUMPS,
  'genai field_required_desc': GENAI_DUMPS,
  'genai field_title': GENAI_DUMPS,
  'genai field_alias': GENAI_DUMPS,
  'genai field_extra': GENAI_DUMPS,
  'genai field_default_factory': GENAI_DUMPS,
  'genai default_date': GENAI_DUMPS,
  'genai default_decimal': GENAI_DUMPS,
  'genai default_uuid': GENAI_DUMPS,
  'genai default_path': GENAI_DUMPS,
  'genai-old field_default_full': GENAI_OLD_FIELD,
  'genai-old field_required_desc': GENAI_OLD_FIELD,
  'genai-old field_title': GENAI_OLD_FIELD,
  'genai-old field_alias': GENAI_OLD_FIELD,
  'genai-old field_extra': GENAI_OLD_FIELD,
  'genai-old field_default_factory': GENAI_OLD_FIELD,
  'genai-old field_gt_multiple':
    'the Schema path cannot read Annotated[float, Field(gt=...)] (ValueError); not modelled',
  'genai-old discriminated': 'the Schema path cannot read a discriminated union (ValueError); not modelled',
  'genai-old model_recursive': 'the Schema path recurses forever on a recursive model (RecursionError); not modelled',
  'agents args_kwargs':
    "the Agents SDK's strict schema refuses the open object **kwargs makes (UserError); not modelled",
  'agents kwargs_only':
    "the Agents SDK's strict schema refuses the open object **kwargs makes (UserError); not modelled",
  'agents context_optional':
    "the Agents SDK refuses Optional[RunContextWrapper]'s open class schema (UserError); an installed package's class is not read",
  'pai field_required_desc': 'pydantic-ai leaves a Field(...) parameter out of required; the evaluator requires it',
  'pai field_alias': 'pydantic-ai leaves a Field(...) parameter out of required; the evaluator requires it',
  'pai field_extra': 'pydantic-ai leaves a Field(...) parameter out of required; the evaluator requires it',
  'pai default_model':
    'pydantic-ai makes a lone model parameter the root even when it has a default; the evaluator does not',
  'pai positional_only':
    "pydantic-ai sends a positional-only signature as an object; the evaluator writes pydantic's array",
  'pai context_optional':
    "pydantic-ai raises PydanticUndefinedAnnotation for Optional[RunContext]; an installed package's class is not read",
};

export function gapFor(profile: string, id: string): string | undefined {
  return GAPS[`${profile} ${id}`] ?? GAPS[`* ${id}`] ?? GAPS[`${profile} *`];
}
