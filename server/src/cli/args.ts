import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DIAGNOSTICS_BY_ID, PROVIDERS, type ProviderId, type SeveritySetting } from '../../../shared/src/index';
import { SCHEMA_FORMS, type SchemaForm } from '../mcp-server/strict-form';
import { CliError, messageOf } from './errors';

export const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type FormatName = (typeof FORMATS)[number];

/** What both commands share: which rules, how to report, when to fail. */
export interface ReportOptions {
  targets?: 'portable' | ProviderId[];
  configPath?: string;
  rules: Record<string, SeveritySetting>;
  quiet: boolean;
  maxWarnings?: number;
  format: FormatName;
}

export interface FilesCommand extends ReportOptions {
  command: 'files';
  inputs: string[];
  fix: boolean;
  fixDryRun: boolean;
  stdin: boolean;
  stdinFilename?: string;
}

export interface McpCommand extends ReportOptions {
  command: 'mcp';
  /** The server to start over stdio: program and arguments (empty with `url`). */
  server: string[];
  url?: string;
  save?: string;
  timeoutMs: number;
}

export interface ExplainCommand {
  command: 'explain';
  /** The tool file or saved request body the error is about. */
  file: string;
  /** Where the error text comes from: given on the command line, a file, or standard input. */
  error: { text: string } | { file: string } | { stdin: true };
  targets?: 'portable' | ProviderId[];
  format: 'stylish' | 'json';
}

export interface McpServerCommand {
  command: 'mcp-server';
  /** The form the tools' input schemas are listed in. */
  schemas: SchemaForm;
}

export type Command =
  | FilesCommand
  | McpCommand
  | ExplainCommand
  | McpServerCommand
  | { command: 'help' | 'version' | 'mcp-help' | 'explain-help' | 'mcp-server-help' };

const COMMON = {
  target: { type: 'string' },
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  quiet: { type: 'boolean', short: 'q' },
  'max-warnings': { type: 'string' },
  format: { type: 'string', short: 'f' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

const FILES = {
  ...COMMON,
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
} satisfies ParseArgsConfig['options'];

const MCP = {
  ...COMMON,
  url: { type: 'string' },
  save: { type: 'string' },
  timeout: { type: 'string' },
} satisfies ParseArgsConfig['options'];

const EXPLAIN = {
  error: { type: 'string' },
  'error-file': { type: 'string' },
  target: { type: 'string' },
  format: { type: 'string', short: 'f' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const MCP_SERVER = {
  schemas: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const DEFAULT_TIMEOUT_SECONDS = 20;

/** Read the command line; anything wrong with it is a CliError naming the flag. */
export function parseCommand(argv: readonly string[]): Command {
  if (argv[0] === 'mcp') return parseMcp(argv.slice(1));
  if (argv[0] === 'explain') return parseExplain(argv.slice(1));
  if (argv[0] === 'mcp-server') return parseMcpServer(argv.slice(1));
  const { values, positionals } = parse(argv, FILES, true);
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const cmd: FilesCommand = {
    command: 'files',
    ...reportOptions(values),
    inputs: positionals,
    fix: values.fix ?? false,
    fixDryRun: values['fix-dry-run'] ?? false,
    stdin: values.stdin ?? false,
    stdinFilename: values['stdin-filename'],
  };
  checkFilesCommand(cmd);
  return cmd;
}

function checkFilesCommand(cmd: FilesCommand) {
  if (cmd.fix && cmd.fixDryRun) throw new CliError('--fix and --fix-dry-run cannot be used together.');
  if (cmd.stdin && cmd.fix)
    throw new CliError('--fix cannot write to standard input; use --fix-dry-run to see the repairs as a diff.');
  if (cmd.stdin && cmd.inputs.length) throw new CliError(`--stdin lints standard input only; remove ${cmd.inputs[0]}.`);
  if (cmd.stdinFilename !== undefined && !cmd.stdin) throw new CliError('--stdin-filename is only used with --stdin.');
  if (!cmd.stdin && !cmd.inputs.length)
    throw new CliError('No files to lint. Usage: toolwire [options] <file|dir|glob>... (toolwire --help for more)');
  if (cmd.fixDryRun && (cmd.format === 'json' || cmd.format === 'sarif'))
    throw new CliError(
      `--fix-dry-run prints a diff, which --format ${cmd.format} cannot carry; use --format stylish or github.`,
    );
}

function parseMcp(argv: readonly string[]): Command {
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const server = dash < 0 ? [] : argv.slice(dash + 1);
  const { values, positionals } = parse(own, MCP, true);
  if (values.help) return { command: 'mcp-help' };
  if (values.version) return { command: 'version' };
  if (positionals.length)
    throw new CliError(`Put the server command after "--": toolwire mcp [options] -- ${positionals.join(' ')}`);
  if (!values.url && !server.length)
    throw new CliError(
      'No MCP server given. Usage: toolwire mcp [options] -- <command> [args...], or toolwire mcp --url URL',
    );
  if (values.url && server.length) throw new CliError('Give either --url or a command after "--", not both.');
  if (values.url) checkUrl(values.url);
  return {
    command: 'mcp',
    ...reportOptions(values),
    server,
    url: values.url,
    save: values.save,
    timeoutMs: seconds(values.timeout ?? String(DEFAULT_TIMEOUT_SECONDS)) * 1000,
  };
}

function parseExplain(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv, EXPLAIN, true);
  if (values.help) return { command: 'explain-help' };
  const usage = 'Usage: toolwire explain FILE --error TEXT (or --error-file F, or --error - for standard input)';
  if (positionals.length !== 1)
    throw new CliError(
      positionals.length ? `explain takes one file, not ${positionals.length}. ${usage}` : `No file given. ${usage}`,
    );
  const given = values.error !== undefined;
  if (given === (values['error-file'] !== undefined))
    throw new CliError(given ? 'Give either --error or --error-file, not both.' : `No error given. ${usage}`);
  const format = values.format ?? 'stylish';
  if (format !== 'stylish' && format !== 'json')
    throw new CliError(`--format ${format}: explain prints stylish or json.`);
  return {
    command: 'explain',
    file: positionals[0],
    error: values.error === '-' ? { stdin: true } : given ? { text: values.error! } : { file: values['error-file']! },
    targets: values.target === undefined ? undefined : targets(values.target),
    format,
  };
}

function parseMcpServer(argv: readonly string[]): Command {
  const { values } = parse(argv, MCP_SERVER, false);
  if (values.help) return { command: 'mcp-server-help' };
  const schemas = values.schemas ?? 'portable';
  if (!(SCHEMA_FORMS as readonly string[]).includes(schemas))
    throw new CliError(`--schemas ${schemas}: expected one of ${SCHEMA_FORMS.join(', ')}.`);
  return { command: 'mcp-server', schemas: schemas as SchemaForm };
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: T,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals, strict: true });
  } catch (e) {
    // Node's message names the flag on its first line; the advice that follows only confuses here.
    throw new CliError(
      `${messageOf(e)
        .split('\n')[0]
        .replace(/\. To specify a positional argument.*$/, '.')} (toolwire --help lists the options)`,
    );
  }
}

interface CommonValues {
  target?: string;
  config?: string;
  rule?: string[];
  quiet?: boolean;
  'max-warnings'?: string;
  format?: string;
}

function reportOptions(values: CommonValues): ReportOptions {
  return {
    targets: values.target === undefined ? undefined : targets(values.target),
    configPath: values.config,
    rules: Object.fromEntries((values.rule ?? []).map(ruleSetting)),
    quiet: values.quiet ?? false,
    maxWarnings: values['max-warnings'] === undefined ? undefined : count(values['max-warnings']),
    format: format(values.format ?? 'stylish'),
  };
}

function targets(text: string): 'portable' | ProviderId[] {
  if (text === 'portable') return 'portable';
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !(PROVIDERS as readonly string[]).includes(id));
  if (!ids.length || unknown.length)
    throw new CliError(`--target ${text}: expected "portable" or a comma-separated list of ${PROVIDERS.join(', ')}.`);
  return ids as ProviderId[];
}

const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error'];

function ruleSetting(text: string): [string, SeveritySetting] {
  const m = /^([^=]+)=(.*)$/.exec(text);
  if (!m) throw new CliError(`--rule ${text}: expected id=off|info|warning|error.`);
  const [, id, level] = m;
  if (!DIAGNOSTICS_BY_ID.has(id)) throw new CliError(`--rule ${text}: there is no rule "${id}".`);
  if (!(SEVERITY_SETTINGS as readonly string[]).includes(level))
    throw new CliError(`--rule ${text}: the severity is one of ${SEVERITY_SETTINGS.join(', ')}.`);
  return [id, level as SeveritySetting];
}

function count(text: string): number {
  if (!/^\d+$/.test(text)) throw new CliError(`--max-warnings ${text}: expected a whole number of at least 0.`);
  return Number(text);
}

function seconds(text: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || n <= 0)
    throw new CliError(`--timeout ${text}: expected a number of seconds greater than 0.`);
  return n;
}

function format(text: string): FormatName {
  if (!(FORMATS as readonly string[]).includes(text))
    throw new CliError(`--format ${text}: expected one of ${FORMATS.join(', ')}.`);
  return text as FormatName;
}

function checkUrl(text: string) {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`--url ${text}: not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`--url ${text}: expected an http or https URL.`);
}
