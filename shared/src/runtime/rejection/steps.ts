/** `.properties.x.items` -> properties, x, items. */
export function dotted(path: string | undefined): Array<{ key: string }> {
  return (path ?? '')
    .split('.')
    .filter(Boolean)
    .map((key) => ({ key }));
}
