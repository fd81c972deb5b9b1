import type * as TS from 'typescript';
import type { Place } from '../classes/declarations';
import type { ShapePart } from '../classes/shape-parts';
import type { ForeignZod } from './foreign-zod';
import type { Span, ZProp, ZShape } from './ir';
import { dedupe, type ZodReader } from './reader';

/** How many members a composed shape has, how many of them are zod (a shape of plain values is none), and its parts not known. */
interface Counts {
  members: number;
  zod: number;
  unknown: number;
}

/**
 * The raw shape a class tool's parts make (classes/shape-parts.ts), each
 * member read in the file it is written in: the linted file's where they are,
 * another module's placed at `at` (the schema member here), as an imported
 * schema is. `c ? A : B`: both are judged; when they hold other keys, which
 * ones are sent is not known (a place with more members, as a conditional
 * spread is read). `indexed` gets each of the linted file's members, for the
 * terms of its findings.
 */
export function composeShape(
  parts: readonly ShapePart[],
  reader: ZodReader,
  foreign: ForeignZod,
  at: Span,
  indexed: (expr: TS.Expression) => void,
): { shape: ZShape; counts: Counts } {
  const counts: Counts = { members: 0, zod: 0, unknown: 0 };
  const compose = (list: readonly ShapePart[]): ZShape => {
    const props: ZProp[] = [];
    const rest: Span[] = [];
    for (const part of list) {
      const local = part.place.file === reader.src.file;
      const here = local ? reader : foreign.readerFor(part.place.file, scopeOf(part.place), reader.zod);
      const span = (node: TS.Node) => (local ? reader.src.span(node) : at);
      if (part.kind === 'unknown') {
        counts.unknown++;
        rest.push(span(part.at));
      } else if (part.kind === 'choice') {
        const [yes, no] = part.branches.map(compose);
        const keys = (s: ZShape) => s.props.map((p) => p.key).join('\0');
        props.push(...yes.props, ...no.props);
        rest.push(...yes.rest, ...no.rest, ...(keys(yes) === keys(no) ? [] : [span(part.at)]));
      } else if (part.kind === 'shape') {
        const shape = here.shapeOrRest(part.expr);
        props.push(...shape.props.map((p) => placed(p, local, foreign, at)));
        rest.push(...(local ? shape.rest : shape.rest.map(() => at)));
      } else {
        const prop = here.memberProp(part.member);
        if (!prop) {
          rest.push(span(part.member));
          continue;
        }
        counts.members++;
        if (isZodMember(reader.src.ts, here, part.member)) counts.zod++;
        if (local && reader.src.ts.isPropertyAssignment(part.member)) indexed(part.member.initializer);
        props.push(placed(prop, local, foreign, at));
      }
    }
    return { props: dedupe(props), rest };
  };
  return { shape: compose(parts), counts };
}

function placed(prop: ZProp, local: boolean, foreign: ForeignZod, at: Span): ZProp {
  return local ? prop : { key: prop.key, keySpan: { ...at }, schema: foreign.place(prop.schema, at) };
}

/** Whether a member's value reads as zod (not a plain value, and not a value not known). */
function isZodMember(ts: typeof TS, reader: ZodReader, member: TS.ObjectLiteralElementLike): boolean {
  const value = ts.isPropertyAssignment(member)
    ? member.initializer
    : ts.isShorthandPropertyAssignment(member)
      ? member.name
      : undefined;
  const read = value && reader.read(value);
  return read !== undefined && read.kind.t !== 'opaque';
}

function scopeOf(place: Place) {
  return { resolve: (name: TS.Identifier) => place.consts.get(name.text)?.init };
}
