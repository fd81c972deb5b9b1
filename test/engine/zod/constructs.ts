/**
 * The zod constructs the oracle runs through every converter. Each `field` is
 * the schema of `f` in `z.object({ f: <field> })`, unless `root` gives the whole
 * tool schema. `prelude` is TypeScript declared before it (consts, enums); the
 * oracle compiles it to JavaScript to build the real schema.
 */
export interface Construct {
  name: string;
  field?: string;
  root?: string;
  prelude?: string;
  /** A raw shape: only the MCP SDKs take one (the other helpers need a zod schema). */
  mcpOnly?: boolean;
}

const fields: Array<[string, string]> = [
  // primitives and their checks
  ['string', 'z.string()'],
  ['string min max', 'z.string().min(1).max(20)'],
  ['string length', 'z.string().length(5)'],
  ['string regex', 'z.string().regex(/^[a-z]+$/)'],
  ['string url', 'z.string().url()'],
  // zod 4 keeps the last check's format, and a regex's is none: the first has no `format`, the second has.
  ['string url then regex', 'z.string().url().regex(/^https?:\\/\\//)'],
  ['string regex then url', 'z.string().regex(/^https?:/).url()'],
  ['string email', 'z.string().email()'],
  ['string uuid', 'z.string().uuid()'],
  ['string datetime', 'z.string().datetime()'],
  ['iso datetime', 'z.iso.datetime()'],
  ['z.email', 'z.email()'],
  ['number', 'z.number()'],
  ['number int', 'z.number().int()'],
  ['z.int', 'z.int()'],
  ['number positive', 'z.number().positive()'],
  ['number nonnegative', 'z.number().nonnegative()'],
  ['number gt gte', 'z.number().gt(1).lte(9)'],
  ['number min max', 'z.number().min(1).max(10)'],
  ['int positive', 'z.number().int().positive()'],
  ['boolean', 'z.boolean()'],
  ['null', 'z.null()'],
  ['any', 'z.any()'],
  ['unknown', 'z.unknown()'],
  ['date', 'z.date()'],
  ['bigint', 'z.bigint()'],
  ['coerce number', 'z.coerce.number()'],
  // containers
  ['array', 'z.array(z.string())'],
  ['array min max', 'z.array(z.number()).min(1).max(3)'],
  ['array nonempty', 'z.string().array().nonempty()'],
  ['array of any', 'z.array(z.any())'],
  ['tuple', 'z.tuple([z.string(), z.number()])'],
  ['enum', "z.enum(['a', 'b'])"],
  ['literal string', "z.literal('x')"],
  ['literal number', 'z.literal(5)'],
  ['union of primitives', 'z.union([z.string(), z.number()])'],
  ['union of objects', 'z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])'],
  ['or', 'z.string().or(z.boolean())'],
  [
    'discriminated union',
    "z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })])",
  ],
  ['intersection', 'z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }))'],
  ['and', 'z.object({ a: z.string() }).and(z.object({ b: z.number() }))'],
  ['record', 'z.record(z.string(), z.string())'],
  ['record of any', 'z.record(z.string(), z.any())'],
  ['map', 'z.map(z.string(), z.number())'],
  ['set', 'z.set(z.string())'],
  // objects
  ['nested object', 'z.object({ a: z.string(), b: z.number().optional() })'],
  ['empty object', 'z.object({})'],
  ['strictObject', 'z.strictObject({ a: z.string() })'],
  ['looseObject', 'z.looseObject({ a: z.string() })'],
  ['passthrough', 'z.object({ a: z.string() }).passthrough()'],
  ['strict', 'z.object({ a: z.string() }).strict()'],
  ['catchall', 'z.object({ a: z.string() }).catchall(z.number())'],
  ['extend', 'z.object({ a: z.string() }).extend({ b: z.number() })'],
  ['merge', 'z.object({ a: z.string() }).merge(z.object({ b: z.boolean() }))'],
  ['pick', 'z.object({ a: z.string(), b: z.number() }).pick({ a: true })'],
  ['omit', 'z.object({ a: z.string(), b: z.number() }).omit({ a: true })'],
  ['partial', 'z.object({ a: z.string(), b: z.number() }).partial()'],
  ['required', 'z.object({ a: z.string().optional(), b: z.number() }).partial().required()'],
  // modifiers
  ['optional', 'z.string().optional()'],
  ['z.optional', 'z.optional(z.string())'],
  ['nullable', 'z.string().nullable()'],
  ['nullable object', 'z.object({ a: z.string() }).nullable()'],
  ['nullish', 'z.string().nullish()'],
  ['default', 'z.number().default(5)'],
  ['default object', "z.object({ a: z.string() }).default({ a: 'x' })"],
  ['describe', "z.string().describe('A name.')"],
  ['describe after optional', "z.string().optional().describe('Maybe.')"],
  ['meta', "z.string().meta({ description: 'Meta text.', examples: ['x'] })"],
  ['transform', 'z.string().transform((s) => s.length)'],
  ['refine', "z.string().refine((s) => s.length > 1, 'too short')"],
  ['superRefine', 'z.number().superRefine(() => {})'],
  ['pipe', 'z.string().pipe(z.coerce.number())'],
  ['preprocess', 'z.preprocess((v) => String(v), z.string())'],
  ['brand', "z.string().brand('Id')"],
  ['readonly', 'z.array(z.string()).readonly()'],
  ['catch', "z.string().catch('x')"],
  ['union of literals', "z.union([z.literal('a'), z.literal('b')])"],
  ['optional then nullable', 'z.string().optional().nullable()'],
  ['z.nullable', 'z.nullable(z.number())'],
  ['strip', 'z.object({ a: z.string() }).strict().strip()'],
  ['record with enum keys', "z.record(z.enum(['a', 'b']), z.string())"],
  ['intersection of strings', 'z.intersection(z.string(), z.string().min(1))'],
  ['string startsWith', "z.string().startsWith('x')"],
  ['meta with an id', "z.string().meta({ id: 'Name' })"],
  ['default from a function', 'z.array(z.string()).default(() => [])'],
  ['number multipleOf', 'z.number().multipleOf(5)'],
  ['string trim', 'z.string().trim().min(1)'],
  ['literal boolean', 'z.literal(true)'],
  ['enum optional default', "z.enum(['a', 'b']).optional().default('a')"],
  ['tight bounds', 'z.string().min(1).min(3).max(9).max(5)'],
  ['int with bounds', 'z.number().int().min(0).max(10)'],
  ['nested passthrough in array', 'z.array(z.object({ a: z.string() }).passthrough())'],
];

const withPrelude: Construct[] = [
  { name: 'nativeEnum of a numeric enum', prelude: 'enum Level { Low, High }', field: 'z.nativeEnum(Level)' },
  {
    name: 'nativeEnum of a string enum',
    prelude: "enum Color { Red = 'red', Blue = 'blue' }",
    field: 'z.nativeEnum(Color)',
  },
  {
    name: 'nativeEnum of an as-const object',
    prelude: "const Mode = { Fast: 'fast', Slow: 'slow' } as const;",
    field: 'z.nativeEnum(Mode)',
  },
  { name: 'enum of a TS enum', prelude: "enum Color { Red = 'red', Blue = 'blue' }", field: 'z.enum(Color)' },
  { name: 'enum of a const array', prelude: "const KINDS = ['a', 'b'] as const;", field: 'z.enum(KINDS)' },
  { name: 'a same-file const', prelude: 'const Name = z.string().min(2);', field: 'Name' },
  {
    name: 'reused instance',
    prelude: 'const Name = z.string().min(2);',
    root: 'z.object({ a: Name, b: Name, c: z.array(Name) })',
  },
  {
    name: 'reused object instance',
    prelude: 'const Point = z.object({ x: z.number() });',
    root: 'z.object({ from: Point, to: Point.optional() })',
  },
  { name: 'X.shape', prelude: 'const Base = z.object({ a: z.string() });', root: 'z.object(Base.shape)' },
  {
    name: 'spread of X.shape',
    prelude: 'const Base = z.object({ a: z.string() });',
    root: 'z.object({ ...Base.shape, b: z.number() })',
  },
  {
    name: 'extend of a const',
    prelude: 'const Base = z.object({ a: z.string() });',
    root: 'Base.extend({ b: z.number() })',
  },
  {
    name: 'lazy recursion',
    prelude: 'const Node: any = z.object({ name: z.string(), children: z.lazy(() => z.array(Node)) });',
    root: 'z.object({ tree: Node })',
  },
  { name: 'lazy non-recursive', field: 'z.lazy(() => z.string())' },
  {
    name: 'getter recursion',
    prelude: 'const Category: any = z.object({ name: z.string(), get subs() { return z.array(Category); } });',
    root: 'z.object({ c: Category })',
  },
  {
    name: 'reused in a union',
    prelude: 'const Name = z.string().min(2);',
    root: 'z.object({ a: z.union([Name, z.number()]), b: Name })',
  },
  {
    name: 'reused const described twice',
    prelude: 'const Name = z.string();',
    root: "z.object({ a: Name.describe('A'), b: Name.describe('B') })",
  },
  {
    name: 'reused shape',
    prelude: 'const shape = { a: z.string() };',
    root: 'z.object({ x: z.object(shape), y: z.object(shape) })',
  },
];

const roots: Construct[] = [
  { name: 'raw shape', mcpOnly: true, root: "{ q: z.string(), n: z.number().optional().describe('How many.') }" },
  {
    name: 'X.shape as a raw shape',
    mcpOnly: true,
    prelude: "const Input = z.object({ path: z.string().describe('A path.'), n: z.number().optional() });",
    root: 'Input.shape',
  },
  {
    name: 'a const raw shape',
    mcpOnly: true,
    prelude: 'const shape = { path: z.string() };',
    root: 'shape',
  },
  { name: 'root object described', root: "z.object({ q: z.string() }).describe('The query.')" },
  { name: 'root union', root: 'z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])' },
  {
    name: 'root discriminated union',
    root: "z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })])",
  },
  { name: 'root string', root: 'z.string()' },
  { name: 'root passthrough', root: 'z.object({ a: z.string() }).passthrough()' },
  { name: 'root strict', root: 'z.object({ a: z.string() }).strict()' },
  { name: 'root optional', root: 'z.object({ a: z.string() }).optional()' },
  { name: 'root refined', root: 'z.object({ a: z.string() }).refine(() => true)' },
  { name: 'root transformed', root: 'z.object({ a: z.string() }).transform((v) => v)' },
  { name: 'root intersection', root: 'z.object({ a: z.string() }).and(z.object({ b: z.number() }))' },
  { name: 'root default field', root: 'z.object({ a: z.string().default("x"), b: z.string() })' },
];

export const CONSTRUCTS: Construct[] = [...fields.map(([name, field]) => ({ name, field })), ...withPrelude, ...roots];

/** The tool schema's source: the construct as `f` of an object, or the root as given. */
export function rootSource(c: Construct): string {
  return c.root ?? `z.object({ f: ${c.field} })`;
}
