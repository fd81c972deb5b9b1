/**
 * The language server with rules that throw: every check of each rule named by
 * `--faulty-rules=<id>,<id>` is replaced by one that throws. A test-only entry
 * point (bundleTestServer in test/lsp/bundle.ts bundles it as dist/server.js is); the shipped
 * server has no such switch. Not to be imported: it starts a server.
 */
import { RULES_BY_ID } from '../../../shared/src/index';
import type { Rule } from '../../../shared/src/rules/support/rule';
import { startServer } from '../../../server/src/server';
import { createServerConnection } from '../../../server/src/connection';

const HOOKS = ['checkTool', 'checkNode', 'checkCatalog'] as const;

const FAULT_MESSAGE = 'injected fault';

function breakRule(id: string): void {
  const rule: { -readonly [K in keyof Rule]: Rule[K] } | undefined = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`no rule ${id}`);
  for (const hook of HOOKS) {
    if (rule[hook])
      rule[hook] = () => {
        throw new Error(`${FAULT_MESSAGE} in ${id}.${hook}`);
      };
  }
}

const ids =
  process.argv
    .find((a) => a.startsWith('--faulty-rules='))
    ?.slice('--faulty-rules='.length)
    .split(',') ?? [];
for (const id of ids) breakRule(id);
startServer(createServerConnection());
