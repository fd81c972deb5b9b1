import { type LineReader, tomlString } from './line-reader';
import { normalizeName } from './names';
import { requirementOf } from './requirement';

/** `[tool.poetry.dependencies]`, `[tool.poetry.dev-dependencies]`, `[tool.poetry.group.<name>.dependencies]`: `name = "^2.0"` tables. */
const POETRY_TABLE = /^tool\.poetry\.(?:dependencies|dev-dependencies|group\.[^.]+\.dependencies)$/;
/** A TOML string, basic or literal, as it stands in a line. */
const STRING = /"(?:[^"\\]|\\.)*"|'[^']*'/g;

/** Whether `key = [...]` of `table` is a list of PEP 508 requirements. */
function isRequirementList(table: string, key: string): boolean {
  return (
    (table === 'project' && key === 'dependencies') ||
    table === 'project.optional-dependencies' ||
    table === 'dependency-groups' ||
    (table === 'tool.uv' && key === 'dev-dependencies')
  );
}

/**
 * The range `pyproject.toml` declares for a package: PEP 621's
 * `[project] dependencies` (then its optional dependencies, PEP 735's
 * `[dependency-groups]` and uv's dev dependencies, in the order they are
 * written), or Poetry's tables (`pydantic = "^2.0"`, `{ version = "^2.0" }`).
 */
export function pyprojectReader(name: string): LineReader {
  const wanted = normalizeName(name);
  let table = '';
  let inList = false;
  let found: string | undefined;
  /** The requirement strings of a list's line; true when the list closes on it. */
  const listLine = (text: string): boolean => {
    for (const quoted of text.match(STRING) ?? []) {
      const requirement = requirementOf(quoted.slice(1, -1));
      if (requirement?.name === wanted) found ??= requirement.spec;
    }
    return text.replace(STRING, '').replace(/#.*$/, '').includes(']');
  };
  return {
    line(text) {
      const line = text.trim();
      if (inList) inList = !listLine(line);
      else if (line.startsWith('[')) table = line.replace(/#.*$/, '').replace(/[[\]\s"']/g, '');
      else {
        const m = /^("[^"]*"|'[^']*'|[A-Za-z0-9_.-]+)\s*=\s*(.*)$/.exec(line);
        const key = m ? m[1].replace(/^["']|["']$/g, '') : '';
        if (m && isRequirementList(table, key) && m[2].startsWith('[')) inList = !listLine(m[2].slice(1));
        else if (m && POETRY_TABLE.test(table) && normalizeName(key) === wanted) found ??= poetrySpec(m[2]);
      }
      return found !== undefined;
    },
    get result() {
      return found;
    },
  };
}

/** `"^2.0"`, or `{ version = "^2.0", extras = [...] }`; `*` for a path, git or multi-constraint dependency. */
function poetrySpec(value: string): string {
  const plain = tomlString(value);
  if (plain !== undefined) return plain;
  const version = /\bversion\s*=\s*(.*)$/.exec(value);
  return (version && tomlString(version[1])) ?? '*';
}
