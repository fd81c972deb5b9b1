/**
 * The Toolwire language server: `node dist/server.js --stdio` (or `--node-ipc`,
 * `--socket=N`, as vscode-languageserver reads them from argv).
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server';

startServer(createConnection(ProposedFeatures.all));
