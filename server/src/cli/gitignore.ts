import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';

interface Layer {
  base: string;
  rules: Ignore;
}

/**
 * The .gitignore files that apply below a folder: those of its ancestors up to the
 * repository root (the folder holding .git), then one per folder as the walk goes
 * down. Deeper files are read later, so their rules (negations included) win, as in git.
 */
export class GitignoreStack {
  private constructor(private readonly layers: readonly Layer[]) {}

  /** The rules in force at `dir`, ancestors included. */
  static at(dir: string): GitignoreStack {
    const dirs: string[] = [];
    for (let d = dir; ; d = dirname(d)) {
      dirs.unshift(d);
      if (existsSync(join(d, '.git')) || dirname(d) === d) break;
    }
    return dirs.reduce((stack, d) => stack.enter(d), new GitignoreStack([]));
  }

  /** The stack for a subfolder: with its own .gitignore, when it has one. */
  enter(dir: string): GitignoreStack {
    const file = join(dir, '.gitignore');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return this;
    }
    return new GitignoreStack([...this.layers, { base: dir, rules: ignore().add(text) }]);
  }

  ignores(path: string, isDir: boolean): boolean {
    let ignored = false;
    for (const { base, rules } of this.layers) {
      const rel = relative(base, path);
      if (!rel || rel.startsWith('..')) continue;
      const result = rules.test(rel.split(sep).join('/') + (isDir ? '/' : ''));
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }
}
