/**
 * The preview webview's HTML shell. Plain strings in and out (no vscode import), so the
 * Content-Security-Policy can be unit-tested: nothing runs but the nonce'd bundle, styles
 * and fonts come only from the webview's own resource origin, and nothing reaches the network.
 */
import { randomBytes } from 'node:crypto';

export interface PreviewHtmlInput {
  /** `webview.cspSource`: the origin the webview's local resources are served from. */
  cspSource: string;
  nonce: string;
  /** `webview.asWebviewUri(...)` of dist/webview/preview.js, preview.css and codicon.css. */
  scriptUri: string;
  styleUri: string;
  codiconUri: string;
  title: string;
}

/** A fresh nonce per page load: 16 random bytes, base64. */
export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
  ].join('; ');
}

/** Escapes a value for a double-quoted attribute or for text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function previewHtml(input: PreviewHtmlInput): string {
  const a = (v: string) => escapeHtml(v);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${a(contentSecurityPolicy(input.cspSource, input.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${a(input.codiconUri)}">
<link rel="stylesheet" href="${a(input.styleUri)}">
<title>${a(input.title)}</title>
</head>
<body>
<main id="root"><p class="empty">Loading the preview…</p></main>
<script nonce="${a(input.nonce)}" src="${a(input.scriptUri)}"></script>
</body>
</html>
`;
}
