/**
 * The Toolwire language server: `node dist/server.js --stdio` (or `--node-ipc`,
 * `--socket=N`, `--pipe=name`). With large catalogs, start it with
 * `node --max-semi-space-size=2` (the VS Code extension does; see README).
 */
import { startServer } from './server';
import { createServerConnection } from './connection';

startServer(createServerConnection());
