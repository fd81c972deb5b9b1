/**
 * What a converter from an OpenAPI document to tools does, as data: which
 * operations become tools and how they are named and described, which
 * keywords of a schema it keeps, and what it adds that the document does not
 * say. `operations.ts` and `schema.ts` read a profile; neither names a converter.
 */
export interface OpenApiConverter {
  /** The id a config names (`"converter": "notion-mcp-server"`). */
  id: string;
  /** For people, in the hover and each finding's source: who converts the document, and into what. */
  label: string;
  /** The HTTP methods whose operations become tools, in lower case. */
  methods: readonly string[];
  /** Parameters of these `in` values are left out of the tool (a header the server sets itself). */
  skipParameters: readonly string[];
  /** The request body media types read, in order: the first the operation has gives the tool's body properties. */
  bodyTypes: readonly string[];
  /** The tool's name: `prefix` + the operationId, cut to `maxLength` (absent: not cut). */
  name: { prefix: string; maxLength?: number };
  /** `Notion | ` before every description when the document's `info.title` is `Notion API`. */
  descriptionPrefix?: { infoTitle: string; prefix: string };
  /** Appended to the description: `\nError Responses:\n400: <the response's description>`, one line per 4xx/5xx response. */
  errorResponses: boolean;
  /** The keywords of a schema object it copies; absent: every keyword. `$ref` is always kept. */
  keeps?: readonly string[];
  /** Written on every `type: object` schema that has no `additionalProperties` (the document's `true` is kept as written). */
  openObjects: boolean;
  /** Every component schema in each tool's `$defs` (a `$ref` to `#/components/schemas/X` becomes `#/$defs/X` either way). */
  everyComponent: boolean;
  /**
   * Around each top-level property: a complex one (an object, a `$ref`, a
   * combinator) becomes `anyOf: [it, {type: string}]`; an array's items
   * `anyOf: [items, {type: string}, {type: object, additionalProperties: true}]`.
   */
  stringFallback: boolean;
  /** `format: binary` becomes this format, and `suffix` is added to the description (`(absolute paths to local files)`). */
  binary?: { format: string; description: string };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * A converter that adds nothing: every operation with an operationId a tool of
 * that name, its summary (else description) as the description, every
 * non-header parameter and the JSON body's properties as the tool's
 * properties, every keyword as written.
 */
export const GENERIC: OpenApiConverter = {
  id: 'generic',
  label: 'an OpenAPI operation converted as written',
  methods: HTTP_METHODS,
  skipParameters: ['header'],
  bodyTypes: ['application/json'],
  name: { prefix: '' },
  errorResponses: false,
  openObjects: false,
  everyComponent: false,
  stringFallback: false,
};

/**
 * `OpenAPIToMCPConverter` of @notionhq/notion-mcp-server (src/openapi-mcp-server/openapi/parser.ts,
 * 2.x, bundled in bin/cli.mjs), as its output was measured against 2.5.2's `tools/list`: tools named
 * `API-<operationId>` (the proxy's prefix, cut to 64), the error responses in the description, only
 * the keywords below kept (`maxItems`, `pattern`, `minimum`… are dropped), `additionalProperties:
 * true` on every object that does not say, every component in every tool's `$defs`, the string
 * fallback around complex properties, a binary file as a `uri-reference`.
 */
export const NOTION_MCP_SERVER: OpenApiConverter = {
  id: 'notion-mcp-server',
  label: "@notionhq/notion-mcp-server's OpenAPIToMCPConverter",
  methods: ['get', 'post', 'put', 'delete', 'patch'],
  skipParameters: ['header'],
  bodyTypes: ['multipart/form-data', 'application/json'],
  name: { prefix: 'API-', maxLength: 64 },
  descriptionPrefix: { infoTitle: 'Notion API', prefix: 'Notion | ' },
  errorResponses: true,
  keeps: [
    'type',
    'format',
    'description',
    'enum',
    'const',
    'default',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'oneOf',
    'anyOf',
    'allOf',
  ],
  openObjects: true,
  everyComponent: true,
  stringFallback: true,
  binary: { format: 'uri-reference', description: 'absolute paths to local files' },
};

export const OPENAPI_CONVERTERS: readonly OpenApiConverter[] = [GENERIC, NOTION_MCP_SERVER];

/** The profile a config names; the generic one for none or an unknown id. */
export function converterNamed(id: string | undefined): OpenApiConverter {
  return OPENAPI_CONVERTERS.find((c) => c.id === id) ?? GENERIC;
}
