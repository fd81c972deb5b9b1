/**
 * Cells of the oracle where the evaluator does not (yet) send what the converter sends, each with
 * why. Keyed `<profile> <construct>`, `* <construct>` for every profile, or `<profile> *` for a
 * converter not modelled yet. A gap is still compared, as a TODO: its result is in the test output
 * (a TODO that passes is a gap to drop) and in the match table, but it does not fail the run.
 */
export const GAPS: Record<string, string> = {
  'smol *': "smolagents' own converter (every class an object, nullable defaults, Args: entries) is not modelled yet",
  'lc-gg *': "langchain-google-genai's Gemini Schema (inlined, nullable, types it knows) is not modelled yet",
  'genai-old field_gt_multiple':
    'the Schema path cannot read Annotated[float, Field(gt=...)] (ValueError); not modelled',
  'genai-old discriminated': 'the Schema path cannot read a discriminated union (ValueError); not modelled',
  'agents context_optional':
    "the Agents SDK refuses Optional[RunContextWrapper]'s open class schema (UserError); an installed package's class is not read",
  'pai context_optional':
    "pydantic-ai raises PydanticUndefinedAnnotation for Optional[RunContext]; an installed package's class is not read",
};

export function gapFor(profile: string, id: string): string | undefined {
  return GAPS[`${profile} ${id}`] ?? GAPS[`* ${id}`] ?? GAPS[`${profile} *`];
}

const LC_STRIPS =
  'LangChain sends the raw docstring stripped of its trailing whitespace; the front end sends it as written';

/** The same for the tool's description, keyed `<profile> <construct>`. */
export const DESCRIPTION_GAPS: Record<string, string> = {
  'lc doc_google': LC_STRIPS,
  'lc doc_numpy': LC_STRIPS,
  'lc doc_sphinx': LC_STRIPS,
  'lc-strict doc_google': LC_STRIPS,
  'lc-strict doc_numpy': LC_STRIPS,
  'lc-strict doc_sphinx': LC_STRIPS,
};
