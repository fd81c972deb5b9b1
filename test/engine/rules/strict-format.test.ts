import { ruleCases } from '../../helpers/cases';
import { anthropicStrict, CLOSED, openaiStrict } from './strict-docs';

const withFormat = (format: string) => ({ ...CLOSED, properties: { city: { type: 'string', format } } });

ruleCases('strict-format', [
  { name: 'clean: a format both lists hold', text: openaiStrict(withFormat('date-time')), expect: [] },
  {
    name: 'uri: OpenAI strict mode refuses it (verbatim case)',
    text: openaiStrict(withFormat('uri')),
    expect: [{ at: '"uri"', providers: ['openai-strict'], messageIncludes: "'uri' is not a valid format." }],
    fix: { kind: 'repair', output: openaiStrict({ ...CLOSED, properties: { city: { type: 'string' } } }) },
  },
  { name: 'uri: Anthropic strict tool use takes it', text: anthropicStrict(withFormat('uri')), expect: [] },
  {
    name: 'a format neither lists',
    text: anthropicStrict(withFormat('iri'), false),
    options: { targets: ['openai-strict', 'anthropic-strict'] },
    expect: [{ at: '"iri"', providers: ['openai-strict', 'anthropic-strict'] }],
  },
  {
    name: 'xAI takes any format',
    text: openaiStrict(withFormat('iri'), false),
    options: { targets: ['xai'] },
    expect: [],
  },
]);
