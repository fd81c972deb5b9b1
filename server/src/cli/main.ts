import { parseCommand } from './args';
import { CliError, EXIT_USAGE, messageOf } from './errors';
import { runFiles } from './files';
import { EXPLAIN_HELP, FILES_HELP, MCP_HELP, MCP_SERVER_HELP } from './help';
import { toolwireVersion } from './version';

/** The `toolwire` command: returns the exit code (0 clean, 1 errors found, 2 usage/config/I/O problem). */
export async function main(argv: readonly string[]): Promise<number> {
  const cmd = parseCommand(argv);
  switch (cmd.command) {
    case 'help':
      process.stdout.write(FILES_HELP);
      return 0;
    case 'mcp-help':
      process.stdout.write(MCP_HELP);
      return 0;
    case 'version':
      process.stdout.write(`${toolwireVersion()}\n`);
      return 0;
    case 'files':
      return runFiles(cmd);
    case 'mcp':
      return (await import('./mcp/command')).runMcp(cmd);
    case 'explain-help':
      process.stdout.write(EXPLAIN_HELP);
      return 0;
    case 'explain':
      return (await import('./explain')).runExplain(cmd);
    case 'mcp-server-help':
      process.stdout.write(MCP_SERVER_HELP);
      return 0;
    case 'mcp-server':
      return (await import('./mcp-server')).runMcpServer(cmd);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // A CliError is the user's problem, told in one line; anything else is ours, with its stack.
    process.stderr.write(
      e instanceof CliError
        ? `toolwire: ${e.message.replace(/\s*\n\s*/g, ' ')}\n${e.output.map((line) => `  ${line}\n`).join('')}`
        : `toolwire: internal error: ${(e as Error)?.stack ?? messageOf(e)}\n`,
    );
    process.exitCode = EXIT_USAGE;
  },
);
