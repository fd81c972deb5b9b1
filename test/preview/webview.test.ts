/**
 * The bundled preview webview (dist/webview/preview.js + its CSS) in headless Chromium,
 * under the panel's real CSP, fed the incident fixture's preview model.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { PreviewModel } from '../../shared/src/view/model';
import { buildPreview, checkCall } from '../../shared/src/index';
import { FULL_CARDS } from '../../client/src/preview/webview/card';
import { openWebview, skipReason, type WebviewPage } from './helpers/webview-page';

const URI = 'file:///work/incident.tools.json';
const incident = readFileSync('test/fixtures/incident.tools.json', 'utf8');
const XSS = '<img src=x onerror=alert(1)>';

function modelMessage(model: PreviewModel | null, uri = URI) {
  return { type: 'model', uri, fileName: uri.split('/').pop()!, model } as const;
}

/** The incident fixture plus a tool whose description and argument text are HTML payloads. */
function withXssTool(text: string): string {
  const doc = JSON.parse(text) as { tools: unknown[] };
  const properties = { query: { type: 'string', description: '<script>alert(2)</script>' } };
  doc.tools.push({
    type: 'function',
    function: { name: 'xss_probe', description: XSS, parameters: { type: 'object', properties, required: ['query'] } },
  });
  return JSON.stringify(doc, null, 2);
}

describe('preview webview (headless Chromium)', { skip: skipReason(), timeout: 120_000 }, () => {
  const model = buildPreview(incident);
  let w: WebviewPage;
  const card = (index: number) => w.page.locator(`article.card[data-tool-index="${index}"]`);
  const wireJson = async (index: number) => JSON.parse(await card(index).locator('pre.json').innerText()) as unknown;

  before(async () => {
    w = await openWebview();
    await w.waitForPosted('ready');
    await w.post(modelMessage(model));
    await w.page.waitForSelector('article.card');
  });
  after(async () => w?.close());

  it('shows one card per tool, with the name as sent and its status', async () => {
    assert.equal(await w.page.locator('article.card').count(), model.tools.length);
    const labels = { unchanged: 'Sent unchanged', repaired: 'Sent repaired', 'left-out': 'Left out' };
    for (const tool of model.tools) {
      assert.equal(await card(tool.index).locator('.tool-name code').innerText(), tool.name);
      assert.equal(await card(tool.index).locator('.card-head .status').innerText(), labels[tool.status]);
    }
    // The incident: five arrays without items keep project_run_create out of every request.
    const leftOut = model.tools.find((t) => t.name === 'project_run_create')!;
    assert.equal(leftOut.status, 'left-out');
    assert.equal(await card(leftOut.index).locator('.left-out .finding').count(), leftOut.leftOutBecause.length);
    assert.match(await card(leftOut.index).locator('.wire').innerText(), /Not sent to any provider/);
  });

  it('marks a derived description and shows token counts against the total', async () => {
    for (const tool of model.tools) {
      assert.equal(
        await card(tool.index).locator('.badge-derived').count(),
        tool.descriptionDerived ? 1 : 0,
        tool.name,
      );
      assert.equal(await card(tool.index).locator('.description').innerText(), tool.description);
    }
    const summary = await w.page.locator('.summary').innerText();
    assert.ok(summary.includes(`${model.totals.tokens} tokens (${model.encoding})`), summary);
    const sent = model.tools.find((t) => t.status !== 'left-out')!;
    const bar = card(sent.index).locator('.token-bar');
    assert.equal(
      await bar.getAttribute('aria-valuenow'),
      String(Math.round((sent.tokens / model.totals.tokens) * 100)),
    );
  });

  it("overrides VS Code's default webview styles where they would show through", async () => {
    // The defaults draw every <code> as a tinted chip: inside a JSON block that would stripe every line.
    const backgrounds = await w.page.evaluate(() =>
      ['pre.json code', '.tool-name code', '.params code'].map(
        (sel) => getComputedStyle(document.querySelector(sel)!).backgroundColor,
      ),
    );
    assert.deepEqual(backgrounds, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  });

  it('shows the catalog text and the tools-per-turn and character meters', async () => {
    assert.equal(await w.page.locator('.catalog-text').innerText(), model.catalog.text);
    const meters = await w.page.locator('.meter').allInnerTexts();
    assert.ok(
      meters.some((m) => m.includes(`${model.totals.sent} of ${model.budgets.toolsPerTurn} tools sent`)),
      meters.join(' | '),
    );
    assert.ok(
      meters.some((m) =>
        m.includes(`${model.catalog.chars} of ${model.budgets.catalogChars.toLocaleString('en-US')} characters`),
      ),
      meters.join(' | '),
    );
  });

  it('switches the wire format by click and by arrow keys, showing exactly tool.wire[format]', async () => {
    const sent = model.tools.find((t) => t.status !== 'left-out')!;
    assert.deepEqual(await wireJson(sent.index), sent.wire.openai);
    await w.page.getByRole('tab', { name: 'Gemini' }).click();
    assert.deepEqual(await wireJson(sent.index), sent.wire.gemini);
    await w.page.keyboard.press('ArrowRight');
    assert.equal(await w.page.evaluate(() => document.activeElement?.textContent), 'Bedrock');
    assert.equal(await w.page.getByRole('tab', { name: 'Bedrock' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(await wireJson(sent.index), sent.wire.bedrock);
    await w.page.keyboard.press('End');
    assert.deepEqual(await wireJson(sent.index), sent.wire.mcp);
    assert.equal(((await w.persisted()) as { format: string }).format, 'mcp');
  });

  it('copies the JSON shown through the extension', async () => {
    const sent = model.tools.find((t) => t.status !== 'left-out')!;
    const before = (await w.posted()).length;
    await card(sent.index)
      .getByRole('button', { name: /^Copy / })
      .click();
    const copy = await w.waitForPosted('copy', before);
    assert.equal(copy.text, JSON.stringify(sent.wire.mcp, null, 2));
    await w.post({ type: 'copied', requestId: copy.requestId, ok: true });
    await card(sent.index).locator('button.copy', { hasText: 'Copied' }).waitFor();
  });

  it('"Try a call" posts checkCall and renders the not_run answer', async () => {
    const tool = model.tools.find((t) => t.name === 'project_run_create')!;
    const box = card(tool.index).locator('textarea');
    await box.fill('{"title": "Q3 launch"}');
    const before = (await w.posted()).length;
    await card(tool.index).getByRole('button', { name: 'Check' }).click();
    const request = await w.waitForPosted('checkCall', before);
    assert.deepEqual(
      { toolIndex: request.toolIndex, args: request.args },
      { toolIndex: tool.index, args: '{"title": "Q3 launch"}' },
    );
    const result = checkCall(incident, {}, request.toolIndex, request.args);
    assert.deepEqual(result.missing, ['deliverables']);
    await w.post({ type: 'callResult', requestId: request.requestId, toolIndex: tool.index, result });
    const verdict = card(tool.index).locator('.verdict-missing');
    await verdict.waitFor();
    assert.match(await verdict.innerText(), /not_run: missing_arguments: deliverables/);

    await box.fill('{"title": "Q3 launch", "deliverables": ["plan"]}');
    await box.press('Control+Enter');
    const second = await w.waitForPosted('checkCall', before + 1);
    await w.post({
      type: 'callResult',
      requestId: second.requestId,
      toolIndex: tool.index,
      result: checkCall(incident, {}, second.toolIndex, second.args),
    });
    await card(tool.index).locator('.verdict-valid').waitFor();
  });

  it('asks the extension to reveal a finding when it is clicked', async () => {
    const finding = model.tools.flatMap((t) => t.findings)[0];
    const before = (await w.posted()).length;
    await w.page.locator('button.finding').first().click();
    assert.deepEqual(await w.waitForPosted('reveal', before), {
      type: 'reveal',
      offset: finding.offset,
      length: finding.length,
    });
  });

  it('updates in place: format, drafts, answers, focus and scroll survive a new model', async () => {
    const edited = incident.replace('newest first.', 'newest first, at most 50.');
    await w.page.evaluate(() => window.scrollTo(0, 600));
    const box = card(1).locator('textarea');
    await box.focus();
    const scrollY = await w.page.evaluate(() => window.scrollY);
    await w.post(modelMessage(buildPreview(edited)));
    await w.page.locator('.description', { hasText: 'at most 50' }).waitFor();
    assert.equal(await w.page.evaluate(() => window.scrollY), scrollY);
    assert.equal(await w.page.getByRole('tab', { name: 'MCP' }).getAttribute('aria-selected'), 'true');
    assert.equal(await box.inputValue(), '{"title": "Q3 launch", "deliverables": ["plan"]}');
    assert.equal(await w.page.evaluate(() => document.activeElement?.tagName), 'TEXTAREA');
    assert.equal(await card(1).locator('.verdict-valid').count(), 1);
  });

  it('ignores malformed messages', async () => {
    const html = await w.page.locator('#root').innerHTML();
    for (const bad of [
      null,
      'model',
      { type: 'model', uri: URI },
      { type: 'model', uri: URI, fileName: 'x', model: { version: 1, tools: 'all' } },
      { type: 'callResult', requestId: 'x' },
    ])
      await w.post(bad);
    await w.post({ type: 'focusTool', index: 0 }); // a well-formed message after them: once it is handled, the others were too
    await w.page.waitForFunction(
      () => document.activeElement?.closest('article.card')?.getAttribute('data-tool-index') === '0',
    );
    assert.equal(
      (await w.page.locator('#root').innerHTML()).replace(/ flash/g, ''),
      html,
      'only the focused card is flashed',
    );
  });

  it('shows an HTML payload in a description as text, and nothing runs', async () => {
    const text = withXssTool(incident);
    const xssModel = buildPreview(text);
    const probe = xssModel.tools.find((t) => t.description === XSS);
    assert.ok(probe, 'the payload reaches the model unchanged');
    await w.post(modelMessage(xssModel));
    const description = card(probe.index).locator('.description');
    await description.waitFor();
    assert.equal(await description.innerText(), XSS);
    assert.equal(await card(probe.index).locator('.param-description').innerText(), '<script>alert(2)</script>');
    assert.ok((await card(probe.index).locator('pre.json').innerText()).includes(JSON.stringify(XSS)));
    assert.equal(await w.page.locator('#root img, #root script').count(), 0);
    assert.deepEqual(w.dialogs, []);
    assert.deepEqual(await w.cspViolations(), []);
  });

  it('shows what a repair changed, as a list and a diff, and a sanitised name', async () => {
    const sink = buildPreview(readFileSync('test/fixtures/kitchen-sink.mcp.json', 'utf8'));
    await w.post(modelMessage(sink, 'file:///work/kitchen-sink.mcp.json'));
    const repaired = sink.tools.find((t) => t.status === 'repaired' && t.diff)!;
    const diff = card(repaired.index).locator('pre.diff');
    await diff.waitFor();
    assert.deepEqual(
      await card(repaired.index).locator('.changes li').allInnerTexts(),
      repaired.changes.map((c) => c.replace(/`/g, '')),
    );
    const added = repaired.diff.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
    assert.deepEqual(await diff.locator('.diff-add').allInnerTexts(), added);
    const renamed = sink.tools.find((t) => t.sourceName !== undefined && t.sourceName !== t.name)!;
    assert.equal(
      await card(renamed.index).locator('.renamed').innerText(),
      `Written as ${renamed.sourceName}, sent as ${renamed.name}.`,
    );
    // The token-share list jumps to a card: it lands under the sticky header, focused.
    await w.page.locator('.share-list button.link', { hasText: repaired.name }).click();
    await w.page.waitForFunction(
      (i) => document.activeElement?.closest('article.card')?.getAttribute('data-tool-index') === String(i),
      repaired.index,
    );
    mkdirSync('test-results', { recursive: true });
    await w.page.screenshot({ path: 'test-results/preview-repaired.png' });
  });

  it("shows a large catalog's later tools as header lines, opened on demand", async () => {
    const doc = JSON.parse(incident) as { tools: Array<{ function: { name: string } }> };
    const tools = Array.from({ length: 45 }, (_, i) => {
      const tool = structuredClone(doc.tools[i % doc.tools.length]);
      tool.function.name += `_${i}`;
      return tool;
    });
    const big = buildPreview(JSON.stringify({ tools }, null, 2));
    await w.post(modelMessage(big, 'file:///work/big.tools.json'));
    await w.page.locator('article.card[data-tool-index="44"]').waitFor();
    assert.equal(await w.page.locator('article.card.compact').count(), 45 - FULL_CARDS);
    assert.equal(await w.page.locator('.share-list li').count(), 20);
    await card(40).getByRole('button', { name: 'Show details' }).click();
    await card(40).locator('pre.json, .wire .hint').first().waitFor();
    assert.equal(
      await w.page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('data-tool-index')),
      '40',
    );
    await w.post({ type: 'focusTool', index: 43 }); // the code lens of a tool far down
    await card(43).locator('textarea').waitFor();
    assert.equal(await w.page.locator('article.card.compact').count(), 45 - FULL_CARDS - 2);
  });

  it('reaches no network, breaks no CSP rule and throws nothing', async () => {
    assert.deepEqual(w.strayRequests, []);
    assert.deepEqual(await w.cspViolations(), []);
    assert.deepEqual(w.pageErrors, []);
  });

  it('writes screenshots in the dark, light and high-contrast themes', async () => {
    await w.post(modelMessage(model));
    await w.page.getByRole('tab', { name: 'OpenAI' }).click();
    await w.page.locator('button.copy', { hasText: 'Copied' }).waitFor({ state: 'detached' });
    await w.page.evaluate(() => window.scrollTo(0, 0));
    mkdirSync('test-results', { recursive: true });
    await w.page.screenshot({ path: 'test-results/preview-full.png', fullPage: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await w.useTheme(theme);
      await w.page.screenshot({
        path: theme === 'dark' ? 'test-results/preview.png' : `test-results/preview-${theme}.png`,
      });
    }
    assert.deepEqual(w.strayRequests, []);
  });
});

describe('preview webview restore after a reload (headless Chromium)', { skip: skipReason(), timeout: 60_000 }, () => {
  it('comes back with the saved format, drafts and scroll position', async () => {
    const model = buildPreview(incident);
    const state = { uri: URI, format: 'bedrock', drafts: { 1: '{"title": "kept"}' }, scrollY: 500 };
    const w = await openWebview({ state });
    try {
      await w.waitForPosted('ready');
      await w.post(modelMessage(model));
      await w.page.waitForSelector('article.card');
      assert.equal(await w.page.getByRole('tab', { name: 'Bedrock' }).getAttribute('aria-selected'), 'true');
      assert.equal(
        await w.page.locator('article.card[data-tool-index="1"] textarea').inputValue(),
        '{"title": "kept"}',
      );
      await w.page.waitForFunction(() => window.scrollY === 500);
      // A different document starts clean, at the top.
      await w.post(modelMessage(model, 'file:///work/other.tools.json'));
      await w.page.waitForFunction(
        () => document.querySelector<HTMLTextAreaElement>('article.card[data-tool-index="1"] textarea')?.value === '',
      );
      assert.equal(await w.page.evaluate(() => window.scrollY), 0);
      assert.equal(((await w.persisted()) as { uri: string }).uri, 'file:///work/other.tools.json');
    } finally {
      await w.close();
    }
  });
});
