import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ToolInputError } from './tool';

/** Asks the client for its roots (`roots/list`); undefined when the client has no roots capability. */
export type RootsRequest = () => Promise<readonly { uri: string }[]> | undefined;

/** A path a tool may read: absolute, with the root it is under. */
export interface ConfinedPath {
  path: string;
  root: string;
}

/**
 * The folders tools may read: the client's roots when it declares the capability,
 * else the working folder. The list is asked for once and again after the client
 * says it changed (`notifications/roots/list_changed`). A path is confined after
 * symbolic links are resolved, so a link inside a root cannot lead outside it.
 */
export class Roots {
  private asked?: Promise<string[]>;

  constructor(
    private readonly request: RootsRequest,
    private readonly cwd = process.cwd(),
  ) {}

  /** Forget the list: the client changed it. */
  changed(): void {
    this.asked = undefined;
  }

  /** The root folders, absolute and real. */
  async folders(): Promise<string[]> {
    this.asked ??= this.ask();
    return this.asked;
  }

  private ask(): Promise<string[]> {
    const asked = this.request();
    if (!asked) return Promise.resolve([real(this.cwd)]);
    return asked.then(
      (roots) => roots.flatMap((r) => (r.uri.startsWith('file:') ? [real(fileURLToPath(r.uri))] : [])),
      (e: unknown) => {
        this.asked = undefined;
        throw new ToolInputError(`cannot read the client's roots (roots/list failed: ${(e as Error).message})`);
      },
    );
  }

  /** `path` (absolute, or relative to the first root) if it is inside a root; a ToolInputError if not. */
  async confine(path: string): Promise<ConfinedPath> {
    const folders = await this.folders();
    if (!folders.length) throw new ToolInputError('the client lists no file: roots, so no path can be read');
    const absolute = real(isAbsolute(path) ? path : resolve(folders[0], path));
    const root = folders.find((folder) => isInside(absolute, folder));
    if (root === undefined)
      throw new ToolInputError(
        `${path} is outside the folders this server may read (${folders.join(', ')}): give a path inside one of them, or the text itself`,
      );
    return { path: absolute, root };
  }
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** The path with its links resolved; a path that does not exist is kept as given (the read then says so). */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
