import type { Span } from '../../types';
import { cleandoc } from './docstrings';
import { entrySpan, parseDocstring, type Docstring } from './docstrings';
import type { DocRule } from './profile';

/** What a tool's SDK takes from its docstring: the description, and the parameters' descriptions with where each is written. */
export interface DocReading {
  description?: string;
  paramDocs: Map<string, { text: string; span: Span }>;
}

/** The docstring read by the SDK's own rule (research §1.3); no docstring: what the SDK sends then. */
export function readDoc(text: string, doc: Docstring | undefined, rule: DocRule): DocReading {
  const paramDocs = new Map<string, { text: string; span: Span }>();
  if (!doc) return { description: rule.empty, paramDocs };
  const clean = cleandoc(doc.raw);
  const parsed =
    rule.description === 'raw' && rule.params === 'none' ? undefined : parseDocstring(clean, styleOf(rule));
  if (parsed && rule.params !== 'none')
    for (const [name, value] of parsed.params)
      if (value) paramDocs.set(name, { text: value, span: entrySpan(text, doc, name) });
  return { description: descriptionOf(doc, clean, parsed, rule), paramDocs };
}

function styleOf(rule: DocRule): 'google' | undefined {
  return rule.params === 'google' ? 'google' : undefined;
}

function descriptionOf(
  doc: Docstring,
  clean: string,
  parsed: ReturnType<typeof parseDocstring> | undefined,
  rule: DocRule,
): string {
  if (rule.description === 'raw') return doc.raw;
  if (rule.description === 'clean' || !parsed) return clean;
  if (rule.description === 'tagged' && parsed.returns !== undefined)
    return `<summary>${parsed.summary}</summary>\n<returns>\n<description>${parsed.returns}</description>\n</returns>`;
  return parsed.summary;
}
