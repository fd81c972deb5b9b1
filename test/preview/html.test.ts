import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, escapeHtml, makeNonce, previewHtml } from '../../client/src/preview/html';

const CSP_SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';
const input = (nonce = makeNonce()) => ({
  cspSource: CSP_SOURCE,
  nonce,
  scriptUri: `${CSP_SOURCE}/ext/dist/webview/preview.js`,
  styleUri: `${CSP_SOURCE}/ext/dist/webview/preview.css`,
  codiconUri: `${CSP_SOURCE}/ext/dist/webview/codicon.css`,
  title: 'Preview: tools.json',
});

function cspOf(html: string): string {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  assert.ok(m, 'the page declares a CSP');
  return m[1].replace(/&#39;/g, "'");
}

describe('preview HTML', () => {
  it("declares a CSP that allows only the nonce'd script and the resource origin", () => {
    const nonce = makeNonce();
    const csp = cspOf(previewHtml(input(nonce)));
    assert.equal(csp, contentSecurityPolicy(CSP_SOURCE, nonce));
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), [`'nonce-${nonce}'`]);
    assert.deepEqual(directives.get('style-src'), [CSP_SOURCE]);
    assert.deepEqual(directives.get('img-src'), [CSP_SOURCE, 'data:']);
    assert.deepEqual(directives.get('font-src'), [CSP_SOURCE]);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:\/\/(?!file\+)/);
  });

  it('loads every script by src with the nonce, and runs no inline script or handler', () => {
    const nonce = makeNonce();
    const html = previewHtml(input(nonce));
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    for (const [, attrs, body] of scripts) {
      assert.ok(attrs.includes(`nonce="${nonce}"`), 'the script carries the nonce');
      assert.match(attrs, /src="[^"]+\/preview\.js"/);
      assert.equal(body.trim(), '', 'no inline code');
    }
    assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handler');
    assert.doesNotMatch(html, /\sstyle=/i, 'no inline style (the CSP would refuse it)');
  });

  it('links the stylesheets from the resource origin', () => {
    const links = [...previewHtml(input()).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(links, [
      `${CSP_SOURCE}/ext/dist/webview/codicon.css`,
      `${CSP_SOURCE}/ext/dist/webview/preview.css`,
    ]);
  });

  it('makes a fresh 16-byte base64 nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, makeNonce));
    assert.equal(nonces.size, 50);
    for (const n of nonces) assert.equal(Buffer.from(n, 'base64').length, 16);
  });

  it('escapes what it interpolates', () => {
    const html = previewHtml({
      ...input(),
      title: '</title><script>alert(1)</script>',
      scriptUri: 'x" onload="alert(1)',
    });
    assert.doesNotMatch(html, /<script>alert/);
    assert.doesNotMatch(html, /" onload="/);
    assert.equal(escapeHtml(`<a href="x" title='y'>&`), '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;');
  });
});
