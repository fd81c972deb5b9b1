import type { InitializeParams } from 'vscode-languageserver';
import { toolwireVersion } from './cli/version';
import type { Logger } from './log';

/** Set by the build (esbuild.mjs `define`): the TypeScript whose parser dist/typescript.js bundles. */
declare const TOOLWIRE_TYPESCRIPT_VERSION: string | undefined;

/**
 * The first line of the output channel: the versions a problem report needs,
 * Toolwire's, Node's, the editor's (its `clientInfo`: "Visual Studio Code
 * 1.96.0") and the bundled TypeScript parser's; zod is not bundled, its
 * version is each project's (see the configuration lines).
 */
export function logStart(log: Logger, params: InitializeParams): void {
  const client = params.clientInfo ? `${params.clientInfo.name} ${params.clientInfo.version ?? ''}`.trim() : 'unknown';
  const typescript = typeof TOOLWIRE_TYPESCRIPT_VERSION === 'string' ? TOOLWIRE_TYPESCRIPT_VERSION : 'not bundled';
  log.info(
    `Toolwire ${toolwireVersion()} language server started: Node ${process.version}, client ${client}, TypeScript parser ${typescript}, zod and SDK versions read from each project's package.json.`,
  );
}
