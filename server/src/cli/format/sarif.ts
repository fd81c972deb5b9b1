import { pathToFileURL } from 'node:url';
import { PROVIDER_LABEL, RULES, docsUrl, withDerived, type Rule, type Severity } from '../../../../shared/src/index';
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
 * declares), file URIs relative to %SRCROOT% (the working folder).
 */
export function sarif({ reports, version }: FormatInput): string {
  const descriptors = RULES.map(describeRule);
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
        originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(process.cwd()).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        results: reports.flatMap((r) => r.findings.map((f) => result(r, f, index.get(f.rule)))),
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}

function result(report: FileReport, f: CliFinding, ruleIndex: number | undefined) {
  const artifactLocation = report.virtual
    ? { uri: encodeURI(report.path) }
    : { uri: encodeURI(report.path), uriBaseId: '%SRCROOT%' };
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

function describeRule(rule: Rule): Descriptor {
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
    name: pascalCase(rule.id),
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
  return {
    id: PARSE_ERROR_RULE,
    name: pascalCase(PARSE_ERROR_RULE),
    shortDescription: { text: 'JSON syntax error' },
    fullDescription: { text: summary },
    help: { text: summary, markdown: summary },
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['syntax'], precision: 'very-high' },
  };
}

function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}
