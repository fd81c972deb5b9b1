import type { ZNode } from './ir';

/** Lazy schemas may refer to themselves: past this depth, optionality is not known. */
const MAX_DEPTH = 64;

/**
 * Whether a property of this schema is left out of `required`: true, false,
 * or undefined when only running the code would tell (zod 3 asks the schema
 * whether it accepts `undefined`, and a preprocess function may).
 */
export function isOptional(
  n: ZNode,
  engine: 'zod-to-json-schema' | 'zod4',
  io: 'input' | 'output',
  depth = 0,
): boolean | undefined {
  const k = n.kind;
  if (depth > MAX_DEPTH) return undefined;
  const inner = (s: ZNode) => isOptional(s, engine, io, depth + 1);
  switch (k.t) {
    case 'optional':
      return true;
    case 'default':
      return engine === 'zod-to-json-schema' || io === 'input';
    case 'catch':
    case 'any':
    case 'unknown':
      return engine === 'zod-to-json-schema';
    case 'nullable':
    case 'readonly':
      return inner(k.inner);
    case 'lazy':
      return inner(k.resolve());
    case 'pipe': {
      if (engine === 'zod-to-json-schema' && !k.input) return undefined;
      const side = io === 'input' ? (k.input ?? k.output) : (k.output ?? k.input);
      return side ? inner(side) : false;
    }
    case 'union': {
      // A union accepts undefined when one of its options does.
      const each = k.options.map(inner);
      return each.includes(true) ? true : each.includes(undefined) ? undefined : false;
    }
    case 'opaque':
      return undefined;
    default:
      return false;
  }
}
