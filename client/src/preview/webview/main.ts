/**
 * The webview's entry point (bundled to dist/webview/preview.js): connects the page to
 * VS Code. Everything else is in app.ts and render.ts, which run without VS Code.
 */
import { PreviewApp, type Host } from './app';

declare function acquireVsCodeApi(): Host;

const root = document.getElementById('root');
if (root) {
  const app = new PreviewApp(root, acquireVsCodeApi());
  window.addEventListener('message', (e: MessageEvent<unknown>) => app.receive(e.data));
  let scrollQueued = false;
  window.addEventListener('scroll', () => {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      app.onScroll(window.scrollY);
    });
  });
  app.start();
}
