import type { ModuleSource } from '../config/modules';

/**
 * The files each open document's lint read as modules (LintOptions.modules),
 * so that a change to one re-lints the documents that read it. Every path an
 * import tried is kept, found or not: a module created later, or one that
 * shadows the file found (`schemas.ts` before `schemas.js`), changes what the
 * import reads. A lint reads its imports' own re-exports through the same
 * host, so what a document depends on at any depth is in its own set: no walk
 * over the graph is needed to find the documents a change reaches.
 */
export class ModuleReads {
  private readonly byDocument = new Map<string, Set<string>>();
  /** The set a lint under way fills, per document. */
  private readonly pending = new Map<string, Set<string>>();

  /** `open`: an open document's text, by path. */
  constructor(private readonly open: (path: string) => string | undefined) {}

  /** Where the lint of `uri` reads modules from. Reads outside a lint (fixes, the preview) add to its last set. */
  sourceFor(uri: string): ModuleSource {
    return {
      open: this.open,
      // A closed file (the workspace scan) keeps nothing.
      tried: (path) => (this.pending.get(uri) ?? this.byDocument.get(uri))?.add(path),
    };
  }

  /**
   * Run the lint of an open document, noting what it reads. `same` says the
   * lint returned what the previous one did (the text was unchanged), so its
   * reads stand; `partial`, that it re-read only part of the document, whose
   * other reads stand too.
   */
  during<T>(uri: string, lint: () => T, kept: (result: T) => 'same' | 'partial' | 'whole'): T {
    const fresh = new Set<string>();
    this.pending.set(uri, fresh);
    let result: T;
    try {
      result = lint();
    } finally {
      this.pending.delete(uri);
    }
    const how = kept(result);
    const old = this.byDocument.get(uri);
    if (how === 'whole' || !old) this.byDocument.set(uri, fresh);
    else if (how === 'partial') for (const path of fresh) old.add(path);
    return result;
  }

  /** The open documents whose last lint read any of `paths`. */
  readersOf(paths: readonly string[]): string[] {
    const out: string[] = [];
    for (const [uri, read] of this.byDocument) if (paths.some((p) => read.has(p))) out.push(uri);
    return out;
  }

  forget(uri: string): void {
    this.byDocument.delete(uri);
  }
}
