import { ruleCases } from '../../helpers/cases';

const tool = (props: string, extra = '') =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {${props}}${extra}}}]}`;

ruleCases('property-description-missing', [
  {
    name: 'flags the key of a property with no description',
    text: tool('"path": {"type": "string"}'),
    expect: [
      {
        at: '"path"',
        pointer: '/tools/0/inputSchema/properties/path',
        severity: 'info',
        providers: [],
        fixable: false,
        messageIncludes: 'from the name alone',
      },
    ],
  },
  {
    name: 'a blank description counts as none',
    text: tool('"path": {"type": "string", "description": "  "}'),
    expect: [{ at: '"path"' }],
  },
  {
    name: 'flags nested properties too',
    text: tool('"opts": {"type": "object", "description": "Options.", "properties": {"depth": {"type": "integer"}}}'),
    expect: [{ at: '"depth"', pointer: '/tools/0/inputSchema/properties/opts/properties/depth' }],
  },
  {
    name: 'a described property is fine',
    text: tool('"path": {"type": "string", "description": "Absolute path."}'),
    expect: [],
  },
  {
    name: 'a $ref whose definition is described is fine',
    text: tool('"f": {"$ref": "#/$defs/F"}', ', "$defs": {"F": {"type": "string", "description": "A filter."}}'),
    expect: [],
  },
  {
    name: 'a $ref whose definition has no description is flagged',
    text: tool('"f": {"$ref": "#/$defs/F"}', ', "$defs": {"F": {"type": "string"}}'),
    expect: [{ at: '"f"' }],
  },
  {
    name: 'judges parametersJsonSchema too',
    text: `{"functionDeclarations": [{"name": "t", "description": "A tool for tests.", "parametersJsonSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}]}`,
    expect: [{ at: '"q"' }],
  },
  {
    name: 'off by setting',
    text: tool('"path": {"type": "string"}'),
    options: { rules: { 'property-description-missing': 'off' } },
    expect: [],
  },
]);
