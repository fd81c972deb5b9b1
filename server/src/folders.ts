import type { WorkspaceFolder } from 'vscode-languageserver';
import { isInside, uriToPath } from './uris';

/** The workspace folders, as paths: where config lookups stop and relative globs start. */
export class WorkspaceFolders {
  private paths: string[] = [];

  set(folders: readonly WorkspaceFolder[] | null | undefined, rootUri?: string | null): void {
    const uris = folders?.length ? folders.map((f) => f.uri) : rootUri ? [rootUri] : [];
    this.paths = uris.map(uriToPath).filter((p): p is string => !!p);
  }

  update(added: readonly WorkspaceFolder[], removed: readonly WorkspaceFolder[]): void {
    const gone = new Set(removed.map((f) => uriToPath(f.uri)));
    this.paths = [
      ...this.paths.filter((p) => !gone.has(p)),
      ...added.map((f) => uriToPath(f.uri)).filter((p): p is string => !!p),
    ];
  }

  all(): readonly string[] {
    return this.paths;
  }

  /** The innermost folder holding `path`. */
  folderOf(path: string): string | undefined {
    let best: string | undefined;
    for (const f of this.paths) if (isInside(path, f) && (!best || f.length > best.length)) best = f;
    return best;
  }
}
