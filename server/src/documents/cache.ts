import type { ParseOptions, ParsedSource, SourceLanguage } from '../../../shared/src/index';

interface Entry {
  version: number;
  parsed?: ParsedSource;
  results: Map<string, unknown>;
}

/**
 * Parses and lint results per document version. One entry per uri, holding only
 * its newest version; the least recently used uri goes when the cap is reached.
 * Results are memoized per key (the lint options), so a settings change re-lints
 * without re-parsing.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly cap = 64) {}

  parse(uri: string, version: number, text: string, language: SourceLanguage, options?: ParseOptions): ParsedSource {
    const entry = this.entry(uri, version);
    entry.parsed ??= language.parse(text, options);
    return entry.parsed;
  }

  result<T>(uri: string, version: number, key: string, compute: () => T): T {
    const entry = this.entry(uri, version);
    if (!entry.results.has(key)) entry.results.set(key, compute());
    return entry.results.get(key) as T;
  }

  delete(uri: string): void {
    this.entries.delete(uri);
  }

  get size(): number {
    return this.entries.size;
  }

  private entry(uri: string, version: number): Entry {
    let entry = this.entries.get(uri);
    if (entry) this.entries.delete(uri);
    if (!entry || entry.version !== version) entry = { version, results: new Map() };
    this.entries.set(uri, entry);
    while (this.entries.size > this.cap) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
