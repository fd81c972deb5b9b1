/**
 * The Toolwire language server: `node dist/server.js --stdio` (or `--node-ipc`,
 * `--socket=N`, `--pipe=name`). Editors other than VS Code should start it with
 * `node --optimize-for-size` (see README): it holds large documents in less memory.
 */
import { startServer } from './server';
import { createServerConnection } from './transport/connection';

startServer(createServerConnection());
