import { CompletionItemKind, InsertTextFormat, type CompletionItem, type Range } from 'vscode-languageserver';
import {
  declaredTypes,
  getValue,
  PORTABLE_TYPES,
  PROFILE_KEYWORDS,
  requiredNames,
  typesOfKeyword,
  type JsonObject,
} from '../../../shared/src/index';

/** A completion before it is placed: the text as a snippet, and what the list shows. */
export interface Proposal {
  label: string;
  snippet: string;
  kind: CompletionItemKind;
  detail: string;
  documentation?: string;
}

const TYPE_CHOICE = `\${1|${PORTABLE_TYPES.join(',')}|}`;
const SCALAR_CHOICE = '${1|string,number,integer,boolean|}';

/** The value each keyword is inserted with. */
const KEYWORD_VALUES: Record<string, string> = {
  type: `"${TYPE_CHOICE}"`,
  description: '"$1"',
  title: '"$1"',
  pattern: '"$1"',
  format: '"date-time"',
  default: '$1',
  enum: '["$1"]',
  required: '["$1"]',
  properties: '{\n\t$1\n}',
  items: `{\n\t"type": "${SCALAR_CHOICE}"\n}`,
  anyOf: '[\n\t{$1}\n]',
};

const KEYWORD_DOCS: Record<string, string> = {
  enum: 'A non-empty list of distinct, non-empty strings (string schemas only).',
  format: 'The only format every provider accepts is date-time.',
  anyOf: 'Alternatives, each a schema with one type; not at the root.',
  items: 'The schema of one element: every array needs it.',
  properties: 'The members of an object: every nested object needs at least one.',
  required: 'Names of declared properties the model must always send.',
};

/** The keywords the portable profile allows in this schema object, minus those it already has. */
export function keywordProposals(schema: JsonObject | undefined, atRoot: boolean): Proposal[] {
  const present = new Set(schema?.props.map((p) => p.key) ?? []);
  const types = atRoot ? ['object'] : schema ? declaredTypes(schema) : [];
  return [...PROFILE_KEYWORDS]
    .filter((k) => !present.has(k) && allowedFor(k, types, atRoot))
    .map((k) => ({
      label: k,
      snippet: `"${k}": ${KEYWORD_VALUES[k] ?? '${1:0}'}`,
      kind: CompletionItemKind.Keyword,
      detail: 'portable keyword',
      documentation: KEYWORD_DOCS[k],
    }));
}

function allowedFor(keyword: string, types: string[], atRoot: boolean): boolean {
  if (atRoot && (keyword === 'anyOf' || keyword === 'enum')) return false;
  const only = keyword === 'enum' ? ['string'] : typesOfKeyword(keyword);
  return !only.length || !types.length || types.some((t) => only.includes(t));
}

/** Snippets for a new property in `properties`. */
export function propertyProposals(): Proposal[] {
  const property = (label: string, detail: string, body: string): Proposal => ({
    label,
    snippet: `"\${1:name}": {\n${body}\n}`,
    kind: CompletionItemKind.Snippet,
    detail,
  });
  return [
    property(
      'property',
      'a property with a type and a description',
      `\t"type": "\${2|string,number,integer,boolean|}",\n\t"description": "$3"`,
    ),
    property(
      'array property',
      'an array with items',
      `\t"type": "array",\n\t"description": "$2",\n\t"items": {\n\t\t"type": "\${3|string,number,integer,boolean|}"\n\t}`,
    ),
    property(
      'enum property',
      'a string with allowed values',
      `\t"type": "string",\n\t"description": "$2",\n\t"enum": ["\${3:first}", "\${4:second}"]`,
    ),
    property(
      'object property',
      'an object with its own properties',
      `\t"type": "object",\n\t"description": "$2",\n\t"properties": {\n\t\t$3\n\t}`,
    ),
  ];
}

/** Values for `type`, `format` and the names in `required`. */
export function valueProposals(keyword: string, schema: JsonObject | undefined, inArray: boolean): Proposal[] {
  const value = (label: string, detail: string): Proposal => ({
    label: JSON.stringify(label),
    snippet: JSON.stringify(label),
    kind: CompletionItemKind.Value,
    detail,
  });
  if (keyword === 'type' && !inArray) return PORTABLE_TYPES.map((t) => value(t, 'portable type'));
  if (keyword === 'format' && !inArray) return [value('date-time', 'the one format every provider accepts')];
  if (keyword === 'required' && inArray && schema) {
    const props = getValue(schema, 'properties');
    const taken = requiredNames(schema);
    return props?.kind === 'object'
      ? props.props.filter((p) => !taken.has(p.key)).map((p) => value(p.key, 'declared property'))
      : [];
  }
  return [];
}

/** Placed at the range it replaces; as plain text for clients without snippets. */
export function toCompletionItem(p: Proposal, range: Range, snippets: boolean): CompletionItem {
  const newText = snippets ? p.snippet : plainText(p.snippet);
  return {
    label: p.label,
    kind: p.kind,
    detail: p.detail,
    ...(p.documentation ? { documentation: p.documentation } : {}),
    insertTextFormat: snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    textEdit: { range, newText },
    // Matched against the token being replaced, quotes included.
    filterText: p.label.startsWith('"') ? p.label : `"${p.label}"`,
  };
}

/** A snippet without its tab stops: the choice's first option, the placeholder's default. */
export function plainText(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '');
}
