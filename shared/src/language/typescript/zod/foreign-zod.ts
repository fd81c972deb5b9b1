import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import type { ForeignConst } from './imports';
import { placedAt } from './imports';
import type { Keyword, Span, ZKind, ZNode, ZProp } from './ir';
import { ZodReader } from './reader';
import { ZodSource } from './source';
import type { ZodScope } from './types';
import type { Declared, Place, WorkspaceDeclarations } from '../classes/declarations';
import { returnedBy } from '../classes/shape-parts';

/**
 * Schemas read in another module of the workspace where a zod expression of
 * the linted file names them as a part (`{ theme: base_1.ThemeSchema }`,
 * `{ location: locationSchema }`): read there, with that module's consts, and
 * placed where this file names them, as a whole imported schema is (see
 * imports.ts placedAt). One reader per module and zod major, so a const of
 * that module named twice is one instance, as at run time.
 */
export class ForeignZod {
  private readonly readers = new Map<string, ZodReader>();
  /** The placed schema of each foreign const: a second use is the same instance. */
  private readonly placed = new Map<TS.Node, ZNode>();
  /** The ranges schemas were placed at (`offset:length`): no zod edit is written there, the code is elsewhere. */
  private readonly ranges = new Set<string>();

  constructor(
    private readonly ts: typeof TS,
    /** The workspace's declarations: what a module imports from its own relative modules is read there in turn. */
    private readonly declarations?: WorkspaceDeclarations,
  ) {}

  /** The schema `foreign` holds, placed at `at`; undefined when it is no zod there. */
  /** With `fresh`, a call's result: each call makes new instances, so none is kept for the next use. */
  read(foreign: ForeignConst, zod: 3 | 4, at: Span, fresh = false): ZNode | undefined {
    const kept = fresh ? undefined : this.placed.get(foreign.init);
    if (kept) return kept;
    const reader = this.readerFor(foreign.file, foreign.scope, zod);
    let read: ZNode | undefined;
    try {
      read = reader.read(foreign.init);
    } catch {
      read = undefined; // the reader is total by contract; a schema it cannot read stays unknown
    }
    if (!read) return undefined;
    const placed = this.place(read, at);
    if (!fresh) this.placed.set(foreign.init, placed);
    return placed;
  }

  /** The reader of a module of the workspace, one per module and zod major. */
  readerFor(file: TS.SourceFile, scope: ZodScope, zod: 3 | 4): ZodReader {
    const key = `${file.fileName}\0${zod}`;
    let reader = this.readers.get(key);
    if (!reader) {
      reader = new ZodReader(new ZodSource(this.ts, file, 0, this.nested(file, scope)), zod);
      this.readers.set(key, reader);
    }
    return reader;
  }

  /**
   * A module's scope, with what it imports from its own relative modules
   * (`export const Stage = zEJSON()`, `zEJSON` imported from `./args.js`) read
   * there: unplaced, as the whole schema is placed where the linted file names it.
   */
  private nested(file: TS.SourceFile, scope: ZodScope): ZodScope {
    const declarations = this.declarations;
    if (!declarations) return scope;
    const place = (): Place => ({ file, consts: new Map(), fileName: file.fileName });
    const readThere = (found: Declared<TS.Expression> | undefined, zod: 3 | 4) => {
      if (!found) return undefined;
      const there = { resolve: (id: TS.Identifier) => found.place.consts.get(id.text)?.init };
      return this.readerFor(found.place.file, there, zod).read(found.node);
    };
    return {
      ...scope,
      foreign: (node, zod) => readThere(declarations.constOf(node, place()), zod),
      foreignCall: (callee, zod) => {
        const fn = declarations.functionOf(callee, place());
        const body = fn && !fn.node.parameters.length ? returnedBy(this.ts, fn.node) : undefined;
        return readThere(fn && body && { node: body, place: fn.place }, zod);
      },
    };
  }

  /** A schema read in another module, placed at `at` here (see placedZ). */
  place(read: ZNode, at: Span): ZNode {
    this.ranges.add(`${at.offset}:${at.length}`);
    return placedZ(read, at);
  }

  /** Whether a schema read elsewhere was placed at this range. */
  placedHere(offset: number, length: number): boolean {
    return this.ranges.has(`${offset}:${length}`);
  }
}

/**
 * A copy of a schema with every range at `at`: the same instances shared the
 * same way (a copy per node, made once), lazy parts placed when resolved.
 */
export function placedZ(root: ZNode, at: Span): ZNode {
  const copies = new Map<ZNode, ZNode>();
  const span = (): Span => ({ offset: at.offset, length: at.length });
  const json = (value: JsonNode): JsonNode => {
    const copy = copied(value);
    placedAt(copy, at);
    return copy;
  };
  const keyword = (k: Keyword): Keyword => ({ key: k.key, keySpan: span(), value: json(k.value) });
  const place = (node: ZNode): ZNode => {
    const done = copies.get(node);
    if (done) return done;
    const copy: ZNode = { ...node, span: span(), head: span(), checks: [], meta: [] };
    copies.set(node, copy);
    copy.checks = node.checks.map(keyword);
    copy.meta = node.meta.map(keyword);
    if (node.parent) copy.parent = place(node.parent);
    copy.kind = placedKind(node.kind, place, json, span);
    return copy;
  };
  return place(root);
}

/** A literal value's tree, copied (placedAt moves it; the module's own stays where it is). Literals are shallow: a default or an enum member. */
function copied(node: JsonNode): JsonNode {
  if (node.kind === 'array') return { ...node, items: node.items.map(copied) };
  if (node.kind === 'object')
    return { ...node, props: node.props.map((p) => ({ ...p, value: p.value && copied(p.value) })) };
  return { ...node };
}

function placedKind(kind: ZKind, place: (n: ZNode) => ZNode, json: (v: JsonNode) => JsonNode, span: () => Span): ZKind {
  const prop = (p: ZProp): ZProp => ({ key: p.key, keySpan: span(), schema: place(p.schema) });
  switch (kind.t) {
    case 'date':
    case 'bigint':
    case 'map':
    case 'set':
      return kind.items ? { t: kind.t, items: kind.items.map(place) } : kind;
    case 'array':
      return { t: 'array', item: place(kind.item) };
    case 'tuple':
      return { t: 'tuple', items: kind.items.map(place) };
    case 'enum':
      return { t: 'enum', values: kind.values.map(json) };
    case 'literal':
      return { t: 'literal', value: json(kind.value) };
    case 'union':
      return { t: 'union', options: kind.options.map(place), discriminated: kind.discriminated };
    case 'intersection':
      return { t: 'intersection', left: place(kind.left), right: place(kind.right) };
    case 'record':
      return { t: 'record', key: place(kind.key), value: place(kind.value) };
    case 'object':
      return {
        t: 'object',
        shape: kind.shape.map(prop),
        ...(kind.rest ? { rest: kind.rest.map(span) } : {}),
        mode: kind.mode,
        ...(kind.modeSpan ? { modeSpan: span() } : {}),
        ...(kind.catchall ? { catchall: place(kind.catchall) } : {}),
      };
    case 'optional':
    case 'nullable':
    case 'readonly':
      return { t: kind.t, inner: place(kind.inner) };
    case 'default':
    case 'catch':
      return { t: kind.t, inner: place(kind.inner), value: json(kind.value), keySpan: span() };
    case 'pipe':
      return {
        t: 'pipe',
        input: kind.input && place(kind.input),
        output: kind.output && place(kind.output),
      };
    case 'lazy': {
      let resolved: ZNode | undefined;
      return { t: 'lazy', resolve: () => (resolved ??= place(kind.resolve())) };
    }
    default:
      return kind;
  }
}
