import * as vscode from 'vscode';

/** Resolve when `check()` holds, re-checking on each `event`; fail after `timeoutMs` with `what`. Never a fixed sleep. */
export function waitUntil<T>(
  event: vscode.Event<unknown>,
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = (value: T) => {
      clearTimeout(timer);
      listener.dispose();
      resolve(value);
    };
    const timer = setTimeout(() => {
      listener.dispose();
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const listener = event(() => {
      const value = check();
      if (value) done(value);
    });
    const now = check();
    if (now) done(now);
  });
}

export function toolwireDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'toolwire');
}

/** Wait until the document's Toolwire diagnostics satisfy `match`. */
export function diagnosticsWhere(
  uri: vscode.Uri,
  match: (ds: vscode.Diagnostic[]) => boolean,
  what: string,
): Promise<vscode.Diagnostic[]> {
  return waitUntil(
    vscode.languages.onDidChangeDiagnostics,
    () => {
      const ds = toolwireDiagnostics(uri);
      return match(ds) ? ds : undefined;
    },
    what,
  );
}

export function codeOf(d: vscode.Diagnostic): string {
  return typeof d.code === 'object' ? String(d.code.value) : String(d.code);
}
