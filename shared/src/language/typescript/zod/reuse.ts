import type { ZNode } from './ir';
import type { ZodConverter } from './profiles';

const MAX_VISIT_DEPTH = 400;

/** The schemas one ZNode directly holds, as zod 4's converter visits them. */
export function childrenOf(n: ZNode): ZNode[] {
  const k = n.kind;
  switch (k.t) {
    case 'array':
      return [k.item];
    case 'tuple':
    case 'map':
    case 'set':
      return ('items' in k && k.items) || [];
    case 'union':
      return k.options;
    case 'intersection':
      return [k.left, k.right];
    case 'record':
      return [k.key, k.value];
    case 'object':
      return k.catchall ? [...k.shape.map((p) => p.schema), k.catchall] : k.shape.map((p) => p.schema);
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'default':
    case 'catch':
      return [k.inner];
    case 'pipe':
      return [k.input, k.output].filter((s): s is ZNode => s !== undefined);
    case 'lazy':
      return [k.resolve()];
    default:
      return [];
  }
}

/**
 * The instances zod 4 writes once under `$defs` and points at with `$ref`:
 * those met again while being converted (recursion, always), and, with
 * `reused: 'ref'`, those met more than once. zod 4 also visits the schema a
 * check or `.describe()` was cloned from, so `z.array(X).min(1)` meets X twice.
 * Named `__schema0`, `__schema1`... in the order first met, as zod 4 names them.
 */
export function sharedInstances(root: ZNode, conv: ZodConverter): Map<ZNode, string> {
  const names = new Map<ZNode, string>();
  if (conv.engine !== 'zod4') return names;
  const seen = new Map<ZNode, { count: number; cycle: boolean }>();
  const open = new Set<ZNode>();
  const visit = (n: ZNode, depth: number): void => {
    const entry = seen.get(n);
    if (entry) {
      entry.count++;
      if (open.has(n)) entry.cycle = true;
      return;
    }
    seen.set(n, { count: 1, cycle: false });
    if (depth > MAX_VISIT_DEPTH) return;
    open.add(n);
    for (const child of childrenOf(n)) visit(child, depth + 1);
    if (n.parent) visit(n.parent, depth + 1);
    open.delete(n);
  };
  visit(root, 0);
  for (const [n, entry] of seen)
    if (n !== root && !neverWritten(n) && (entry.cycle || (conv.reused === 'defs' && entry.count > 1)))
      names.set(n, `__schema${names.size}`);
  return names;
}

/** A lazy wrapper is never written on its own (the schema it returns is), nor is an unknown schema. */
function neverWritten(n: ZNode): boolean {
  return n.kind.t === 'lazy' || n.kind.t === 'opaque';
}
