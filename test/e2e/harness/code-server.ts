/**
 * One throwaway code-server: fresh HOME, user-data, extensions and config folders under a temp
 * directory, the packaged VSIX installed into them, the server on 127.0.0.1 at a free port in its
 * own process group. `stop()` kills the group and removes the folders.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_SERVER_ENTRY, RESULTS } from './paths';
import { removeOnExit, runToEnd, spawnGroup, type GroupProcess } from './processes';
import { waitForHttp } from './wait';

export interface CodeServer {
  port: number;
  /** Absolute path of the opened folder. */
  workspace: string;
  /** The workbench URL for the workspace, before any payload. */
  url: string;
  root: string;
  stop(): Promise<void>;
}

/** What a test asks for: a VSIX to install and the files of the workspace. */
export interface CodeServerOptions {
  /** The VSIX to install, if any. */
  vsix?: string;
  /** Relative path -> content. */
  files: Record<string, string>;
  /** Extra user settings. */
  settings?: Record<string, unknown>;
  /** Extra environment for code-server and so for its extension hosts. */
  env?: Record<string, string>;
  /** Name of the log file under test-results/e2e. */
  logName: string;
}

/** Settings that keep a fresh workbench quiet: no welcome page, no telemetry, no network calls. */
const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'security.workspace.trust.enabled': false,
  'json.schemaDownload.enable': false,
  'editor.minimap.enabled': false,
  'window.dialogStyle': 'custom',
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, content] of Object.entries(files)) {
    const full = join(root, relative);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
}

function layout(root: string) {
  const dirs = {
    home: join(root, 'home'),
    userData: join(root, 'user-data'),
    extensions: join(root, 'extensions'),
    workspace: join(root, 'workspace'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return { ...dirs, config: join(root, 'config.yaml') };
}

/**
 * Copies the extension's output channels (the client's and the language server's log) next to the
 * code-server log, so a failed run in CI says what the server did.
 */
function keepOutputChannels(userData: string, logFile: string): void {
  const logs = join(userData, 'logs');
  if (!existsSync(logs)) return;
  const entries = readdirSync(logs, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /toolwire[^/]*\.log$/i.test(f),
  );
  for (const entry of entries) {
    const name = entry.split('/').pop()!.replace(/^\d+-/, '');
    copyFileSync(join(logs, entry), logFile.replace(/\.log$/, `-${name}`));
  }
}

export async function startCodeServer(options: CodeServerOptions): Promise<CodeServer> {
  mkdirSync(RESULTS, { recursive: true });
  const root = removeOnExit(mkdtempSync(join(tmpdir(), 'toolwire-e2e-')));
  const dirs = layout(root);
  writeFiles(dirs.workspace, options.files);
  writeFiles(dirs.userData, {
    'User/settings.json': JSON.stringify({ ...QUIET_SETTINGS, ...options.settings }, null, 2),
  });
  writeFileSync(dirs.config, 'auth: none\n');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dirs.home,
    XDG_CONFIG_HOME: join(dirs.home, '.config'),
    XDG_DATA_HOME: join(dirs.home, '.local/share'),
    XDG_CACHE_HOME: join(dirs.home, '.cache'),
    LANG: 'C.UTF-8',
    ...options.env,
  };
  const logFile = join(RESULTS, options.logName);
  writeFileSync(logFile, '');
  const common = ['--config', dirs.config, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  if (options.vsix)
    await runToEnd(process.execPath, [CODE_SERVER_ENTRY, ...common, '--install-extension', options.vsix], {
      env,
      logFile,
    });

  const port = await freePort();
  const server: GroupProcess = spawnGroup(
    process.execPath,
    [
      CODE_SERVER_ENTRY,
      ...common,
      '--auth',
      'none',
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      dirs.workspace,
    ],
    { env, logFile, cwd: dirs.workspace },
  );
  const stop = async () => {
    await server.stop();
    keepOutputChannels(dirs.userData, logFile);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${port}/healthz`, {
        message: `code-server to answer /healthz on port ${port} (log: ${logFile})`,
        timeout: 60_000,
      }),
      server.exited.then((code) => Promise.reject(new Error(`code-server exited early (${code}); see ${logFile}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    workspace: dirs.workspace,
    url: `http://127.0.0.1:${port}/?folder=${encodeURIComponent(dirs.workspace)}`,
    root,
    stop,
  };
}
