/**
 * The Toolwire language server: `node dist/server.js --stdio` (or `--node-ipc`,
 * `--socket=N`, `--pipe=name`).
 */
import { startServer } from './server';
import { createServerConnection } from './connection';

startServer(createServerConnection());
