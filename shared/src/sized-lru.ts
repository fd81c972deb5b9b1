/**
 * A map that keeps at most `capacity` units of its entries (characters, for the
 * engine's memos: what a unit is, each `set` says), the least recently used
 * going first. An entry larger than the whole capacity is not kept.
 */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private used = 0;

  constructor(private readonly capacity: number) {}

  /** The value, now the most recently used; undefined when it is not kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, size: number): void {
    this.delete(key);
    if (size > this.capacity) return;
    this.entries.set(key, { value, size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.capacity) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }
}
