/**
 * Cells of the research's construct table where the converter, run by the harness, sends
 * something else: the harness is right (it is the converter). Keyed `<profile> <construct>`.
 */
const GENAI_DUMPS =
  'google-genai json.dumps the request body (_api_client._request_once) and raises TypeError before sending: ' +
  'a default that is not JSON (a FieldInfo, ';

export const CORRECTIONS: Record<string, string> = {
  'genai field_default_full': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai field_required_desc': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai field_title': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai field_alias': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai field_extra': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai field_default_factory': `${GENAI_DUMPS}the Field(...) given as the default); the research serialised its repr`,
  'genai default_date': `${GENAI_DUMPS}a date); the research serialised it as its ISO string`,
  'genai default_decimal': `${GENAI_DUMPS}a Decimal); the research serialised it as a string`,
  'genai default_uuid': `${GENAI_DUMPS}a UUID); the research serialised it as a string`,
  'genai default_path': `${GENAI_DUMPS}a PosixPath); the research serialised it as a string`,
};
