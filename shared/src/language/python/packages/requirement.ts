import { normalizeName } from './names';

/** A PEP 508 requirement's name (normalized) and what it asks of the version: `>=2,<3`, `==2.13.5`, `@ <url>`, or `*`. */
export interface Requirement {
  name: string;
  spec: string;
}

/**
 * `pydantic[email]>=2.0,<3; python_version >= "3.9"` read as PEP 508 writes
 * it: the name, extras left out, the version specifier (a URL reference kept
 * as `@ url`), markers dropped. Undefined for text that is no requirement.
 */
export function requirementOf(text: string): Requirement | undefined {
  const m = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*([^;]*)/.exec(text);
  if (!m) return undefined;
  const rest = m[2].trim();
  if (rest.startsWith('@')) return { name: normalizeName(m[1]), spec: `@ ${rest.slice(1).trim()}` };
  const spec = rest.replace(/^\(|\)$/g, '').replace(/\s+/g, '');
  if (spec !== '' && !/^(?:[<>=!~]=?|===)/.test(spec)) return undefined;
  return { name: normalizeName(m[1]), spec: spec || '*' };
}

/** The one version an exact pin (`==2.13.5`, `===2.13.5`) names, or undefined (a range, a wildcard, several clauses). */
export function pinnedVersion(spec: string): string | undefined {
  return /^===?([0-9][0-9A-Za-z.+!-]*)$/.exec(spec)?.[1];
}
