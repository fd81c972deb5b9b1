import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIAGNOSTICS,
  PROVIDER_LABEL,
  docsUrl,
  withDerived,
  type RuleMeta,
  type Severity,
} from '../../../../shared/src/index';
import { PARSE_ERROR_RULE, type CliFinding, type FileReport } from '../report';
import { toolPlace, type FormatInput } from './types';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
const INFORMATION_URI = 'https://github.com/toolwire/toolwire';

interface Descriptor {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri?: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: 'error' | 'warning' | 'note' };
  properties: { tags: string[]; precision: 'very-high' };
}

/**
 * SARIF 2.1.0 for GitHub code scanning: every rule with its help and link, one
 * result per finding with a region (columns in UTF-16 code units, as the run
 * declares). A file inside the working folder (%SRCROOT%) is named relative to it,
 * one outside it by an absolute file: URI with no base.
 */
export function sarif({ reports, version }: FormatInput): string {
  const root = process.cwd();
  const descriptors = DIAGNOSTICS.map(describeRule);
  if (reports.some((r) => r.findings.some((f) => f.rule === PARSE_ERROR_RULE))) descriptors.push(parseErrorRule());
  const index = new Map(descriptors.map((d, i) => [d.id, i]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Toolwire',
            version,
            semanticVersion: version,
            informationUri: INFORMATION_URI,
            rules: descriptors,
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(root).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        results: reports.flatMap((r) => {
          const location = artifactLocation(r, root);
          return r.findings.map((f) => result(r, location, f, index.get(f.rule)));
        }),
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}

const SRCROOT = '%SRCROOT%';

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

/**
 * Where a report's file is: relative to the source root when inside it (a relative
 * reference that starts with a slash or `..` would not combine with the base), an
 * absolute file: URI otherwise. A virtual document's name (`mcp:<command>`) is
 * already an absolute URI of its own scheme.
 */
export function artifactLocation(report: FileReport, root: string): ArtifactLocation {
  if (report.virtual) return { uri: encodeURI(report.path) };
  const file = resolve(root, report.path);
  const rel = relative(root, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return { uri: pathToFileURL(file).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function result(report: FileReport, artifactLocation: ArtifactLocation, f: CliFinding, ruleIndex: number | undefined) {
  return {
    ruleId: f.rule,
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    level: LEVEL[f.severity],
    message: { text: report.virtual ? `${f.message} (${toolPlace(f)})` : f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation,
          region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
        },
        ...(f.tool === null
          ? {}
          : { logicalLocations: [{ name: f.tool, fullyQualifiedName: `${f.tool}${f.pointer}`, kind: 'object' }] }),
      },
    ],
    properties: { pointer: f.pointer, providers: f.providers, fixable: f.fixable },
  };
}

function describeRule(rule: RuleMeta): Descriptor {
  const url = docsUrl(rule.id);
  const rejectedBy = withDerived(rule.rejectedBy);
  const rejections = rejectedBy.map((r) => `${PROVIDER_LABEL[r.provider]}: ${r.error}`);
  const text = [
    rule.summary,
    ...(rejections.length ? ['', 'Rejected by:', ...rejections.map((r) => `- ${r}`)] : []),
    '',
    `Documentation: ${url}`,
  ].join('\n');
  const markdown = [
    rule.summary,
    ...(rejections.length
      ? [
          '',
          '**Rejected by**',
          '',
          ...rejectedBy.map((r) => `- ${PROVIDER_LABEL[r.provider]}: \`${r.error.replace(/`/g, "'")}\``),
        ]
      : []),
    '',
    `[Documentation](${url})`,
  ].join('\n');
  return {
    id: rule.id,
    name: pascalCase(rule.title),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.summary },
    helpUri: url,
    help: { text, markdown },
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity] },
    properties: { tags: [rule.kind], precision: 'very-high' },
  };
}

function parseErrorRule(): Descriptor {
  const summary = 'The file is not valid JSON or JSONC, so the tool definitions in it cannot be checked (or sent).';
  const title = 'JSON syntax error';
  return {
    id: PARSE_ERROR_RULE,
    name: pascalCase(title),
    shortDescription: { text: title },
    fullDescription: { text: summary },
    help: { text: summary, markdown: summary },
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['syntax'], precision: 'very-high' },
  };
}

/** A rule's readable SARIF `name`: its title's words run together, each capitalized ("Array without items" -> ArrayWithoutItems). */
export function pascalCase(title: string): string {
  return (title.match(/[A-Za-z0-9]+/g) ?? [])
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}
