import type { ZNode } from './ir';

/**
 * Whether a property of this schema is left out of `required`: true, false,
 * or undefined when only running the code would tell (zod 3 asks the schema
 * whether it accepts `undefined`, and a preprocess function may).
 */
export function isOptional(
  n: ZNode,
  engine: 'zod-to-json-schema' | 'zod4',
  io: 'input' | 'output',
): boolean | undefined {
  const k = n.kind;
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
      return isOptional(k.inner, engine, io);
    case 'lazy':
      return isOptional(k.resolve(), engine, io);
    case 'pipe': {
      if (engine === 'zod-to-json-schema' && !k.input) return undefined;
      const side = io === 'input' ? (k.input ?? k.output) : (k.output ?? k.input);
      return side ? isOptional(side, engine, io) : false;
    }
    case 'opaque':
      return undefined;
    default:
      return false;
  }
}
