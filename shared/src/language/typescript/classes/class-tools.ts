import type * as TS from 'typescript';
import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import type { Reader } from '../read';
import { unwrapExpression } from '../unwrap';
import type { Place, WorkspaceDeclarations } from './declarations';
import { baseOf, memberName, returnedBy, ShapeParts } from './shape-parts';

/** Where a class-registered tool holds the zod raw shape its base hands to the MCP SDK as `inputSchema`. */
const SCHEMA_MEMBERS = ['argsShape', 'inputSchema', 'parameters', 'schema'] as const;
/** The members that name the tool: a static one (`static toolName = 'count'`, or tsc's `X.toolName = 'count'` after it), or the instance's `name`. */
const NAME_MEMBERS = ['toolName', 'name'] as const;
const DESCRIPTION = 'description';

/** A member of the class as a value: where its name is written, and the expression it holds (a method: what it returns). */
interface Held {
  key: TS.Node;
  value: TS.Expression;
  /** `argsShape()` as a method, for the words of the convention. */
  method?: true;
}

/** A class the scan met that may be a tool: it extends a base and holds a schema member (checked here, syntax only). */
export interface ClassCandidate {
  node: TS.ClassLikeDeclaration;
  base: TS.Expression;
  schemaKey: (typeof SCHEMA_MEMBERS)[number];
}

/**
 * `class CountTool extends BaseTool { static toolName = 'count'; description = '...';
 * argsShape() { return { ... } } }`: a class registry, whose base class registers each
 * subclass with the MCP SDK (`server.registerTool(this.name, { description:
 * this.description, inputSchema: z.object(this.argsShape()) }, ...)`). Recognised
 * by its members here; read as a tool only when its base is a class of the
 * workspace and the schema is zod (`classTool`).
 */
export function classCandidateOf(ts: typeof TS, node: TS.ClassLikeDeclaration): ClassCandidate | undefined {
  const base = baseOf(ts, node);
  if (!base) return undefined;
  const schemaKey = SCHEMA_MEMBERS.find((key) => held(ts, node, key, false));
  return schemaKey && { node, base, schemaKey };
}

/** `X.toolName = 'count'` (tsc's output of a static field): the class's name, the member, the value. */
export function staticAssignment(
  ts: typeof TS,
  node: TS.BinaryExpression,
): { cls: string; key: TS.Identifier; value: TS.Expression } | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const left = unwrapExpression(ts, node.left);
  if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression)) return undefined;
  const key = left.name;
  if (!ts.isIdentifier(key) || !(NAME_MEMBERS as readonly string[]).includes(key.text)) return undefined;
  return { cls: left.expression.text, key, value: node.right };
}

/** The statics the scan found assigned after their classes, by class name, then member. */
export type Statics = ReadonlyMap<string, ReadonlyMap<string, { key: TS.Identifier; value: TS.Expression }>>;

/**
 * The tool a class registry's class defines, as the MCP SDK lists it: its
 * name, its description and its schema member's raw shape (what its method
 * returns, followed through the workspace's functions and the class's own
 * methods: shape-parts.ts) as `inputSchema`. The hover and each finding say
 * which convention was recognised. Not a tool (a base of no workspace, no
 * name, no zod): undefined.
 */
export function classTool(
  reader: Reader,
  found: ClassCandidate,
  statics: Statics,
  declarations: WorkspaceDeclarations,
  place: Place,
  depth: number,
): JsonNode | undefined {
  const ts = reader.ts;
  const cls = found.node;
  const base = declarations.classOf(found.base, place);
  const name = nameOf(ts, cls, statics);
  const description = held(ts, cls, DESCRIPTION, false) ?? held(ts, cls, DESCRIPTION, true);
  const schema = held(ts, cls, found.schemaKey, false)!;
  if (!base || !name || !description) return undefined;
  const parts = new ShapeParts(ts, declarations, { node: cls, place }).of(schema.value, place);
  const inputSchema = reader.composedShape(schema.value, parts);
  if (!inputSchema) return undefined;
  const props: JsonProperty[] = [
    keyed(reader, 'name', name.key, reader.value(name.value, depth + 1)),
    keyed(reader, 'description', description.key, reader.value(description.value, depth + 1)),
    keyed(reader, 'inputSchema', schema.key, inputSchema),
  ];
  const offset = reader.start(cls);
  const end = Math.max(reader.end(cls), reader.end(name.value));
  const tool: JsonObject = { kind: 'object', offset, length: end - offset, props };
  reader.computed.markUnwritable(tool);
  const source = reader.computed.sourceOf(inputSchema);
  if (source) source.convention = conventionOf(ts, reader.file, cls, found, name, schema);
  return tool;
}

function conventionOf(
  ts: typeof TS,
  file: TS.SourceFile,
  cls: TS.ClassLikeDeclaration,
  found: ClassCandidate,
  name: Held,
  schema: Held,
): string {
  const own = cls.name?.text ?? 'the class';
  const baseText = found.base.getText(file);
  const nameWord = ts.isIdentifier(name.key) ? name.key.text : 'name';
  const schemaWord = schema.method ? `what its \`${found.schemaKey}()\` returns` : `its \`${found.schemaKey}\``;
  return (
    `a class registry's tool: \`${own}\` extends \`${baseText}\`, a class of the workspace, whose base registers ` +
    `its \`${nameWord}\` as the tool's name, its \`description\` as the description and ${schemaWord} as the MCP inputSchema`
  );
}

/** The tool's name: a static `toolName` or `name` (in the class, or assigned after it), or the instance's `name`. */
function nameOf(ts: typeof TS, cls: TS.ClassLikeDeclaration, statics: Statics): Held | undefined {
  const assigned = cls.name ? statics.get(cls.name.text) : undefined;
  for (const key of NAME_MEMBERS) {
    const found = held(ts, cls, key, true) ?? assigned?.get(key);
    if (found) return found;
  }
  return held(ts, cls, 'name', false);
}

/**
 * A member of the class as a value: a property (`description = '...'`), a
 * getter or method (what its last statement returns), or the constructor's
 * `this.description = '...'` (tsc's output of a property). `isStatic` picks
 * the class's own members or the instance's.
 */
function held(ts: typeof TS, cls: TS.ClassLikeDeclaration, key: string, isStatic: boolean): Held | undefined {
  for (const member of cls.members) {
    const modifiers = ts.canHaveModifiers(member) ? ts.getModifiers(member) : undefined;
    const own = modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;
    if (own !== isStatic) continue;
    if (ts.isConstructorDeclaration(member) && !isStatic) {
      const assigned = member.body && thisAssignment(ts, member.body, key);
      if (assigned) return called(ts, assigned);
      continue;
    }
    if (memberName(ts, member.name) !== key) continue;
    if (ts.isPropertyDeclaration(member) && member.initializer)
      return called(ts, { key: member.name, value: member.initializer });
    if (ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member)) {
      const value = returnedBy(ts, member as TS.MethodDeclaration);
      if (value) return { key: member.name, value, method: ts.isMethodDeclaration(member) || undefined };
    }
  }
  return undefined;
}

/** A property that holds a function (`argsShape = () => ({ ... })`): what it returns, as a method's. */
function called(ts: typeof TS, found: Held): Held | undefined {
  const fn = unwrapExpression(ts, found.value);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return found;
  const value = returnedBy(ts, fn);
  return value && { key: found.key, value, method: true };
}

/** `this.key = value;` among a constructor's statements. */
function thisAssignment(ts: typeof TS, body: TS.Block, key: string): Held | undefined {
  for (const s of body.statements) {
    if (!ts.isExpressionStatement(s) || !ts.isBinaryExpression(s.expression)) continue;
    const { left, operatorToken, right } = s.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left)) continue;
    if (left.expression.kind === ts.SyntaxKind.ThisKeyword && left.name.text === key)
      return { key: left.name, value: right };
  }
  return undefined;
}

function keyed(reader: Reader, key: string, at: TS.Node, value: JsonNode): JsonProperty {
  const keyOffset = reader.start(at);
  return { key, keyOffset, keyLength: reader.end(at) - keyOffset, value };
}
