import type { FromWebview, PersistedState, ToWebview } from '../messages';
import { isToWebview, readPersistedState } from '../messages';
import { wireText } from './card';
import { bindEvents, type Handlers } from './events';
import { preserveFocusAndScroll } from './focus';
import { render } from './render';
import { initialViewState, persistable, type PageContent, type ViewState } from './state';

/** The part of `acquireVsCodeApi()` the page uses; a test passes a recorder with the same shape. */
export interface Host {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: PersistedState): void;
}

const COPIED_FEEDBACK_MS = 1500;

/** The preview page: receives messages, keeps the view state, re-renders into `root`. */
export class PreviewApp {
  private content: PageContent = { kind: 'loading' };
  private readonly state: ViewState;
  private nextRequest = 1;
  /** Request id -> tool index, for the answers still to come. */
  private readonly checks = new Map<number, number>();
  private readonly copies = new Map<number, number>();
  private restoreScroll: boolean;
  private focusAfterModel: number | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly host: Host,
  ) {
    this.state = initialViewState(readPersistedState(host.getState()));
    this.restoreScroll = this.state.scrollY > 0;
    bindEvents(root, this.handlers());
  }

  start(): void {
    this.paint();
    this.host.postMessage({ type: 'ready' });
  }

  /** Anything posted to the page; malformed or unknown messages are ignored. */
  receive(data: unknown): void {
    if (!isToWebview(data)) return;
    this.apply(data);
  }

  onScroll(scrollY: number): void {
    this.state.scrollY = scrollY;
    this.save();
  }

  private apply(m: ToWebview): void {
    switch (m.type) {
      case 'model':
      case 'error':
        this.switchDocument(m.uri);
        this.content =
          m.type === 'model'
            ? { kind: 'model', fileName: m.fileName, model: m.model }
            : { kind: 'error', fileName: m.fileName, message: m.message };
        this.paint();
        this.afterModel();
        return;
      case 'focusTool':
        this.focusAfterModel = m.index;
        if (this.content.kind === 'model') this.afterModel();
        return;
      case 'callResult':
        return this.settle(this.checks, m.requestId, (key) => {
          this.state.results[key] = m.result;
          delete this.state.pending[key];
        });
      case 'copied':
        return this.settle(this.copies, m.requestId, (key) => {
          this.state.copied[key] = m.ok ? 'ok' : 'failed';
          setTimeout(() => this.clearCopied(key), COPIED_FEEDBACK_MS);
        });
    }
  }

  /** A different document: its drafts and answers do not carry over. */
  private switchDocument(uri: string): void {
    if (this.state.uri === uri) return;
    const first = this.state.uri === undefined;
    Object.assign(
      this.state,
      { uri, results: {}, pending: {}, copied: {}, expanded: {} },
      first ? {} : { drafts: {}, scrollY: 0 },
    );
    if (!first) this.restoreScroll = true; // to the top of the new document
    this.checks.clear();
    this.copies.clear();
    this.save();
  }

  private afterModel(): void {
    if (this.restoreScroll) {
      this.restoreScroll = false;
      window.scrollTo(0, this.state.scrollY);
    }
    if (this.focusAfterModel !== undefined) {
      const index = this.focusAfterModel;
      this.focusAfterModel = undefined;
      this.jump(index);
    }
  }

  private settle(requests: Map<number, number>, requestId: number, update: (key: string) => void): void {
    const index = requests.get(requestId);
    if (index === undefined) return; // an answer for a request of a previous document, or a stale one
    requests.delete(requestId);
    update(String(index));
    this.paint();
  }

  private clearCopied(key: string): void {
    delete this.state.copied[key];
    this.paint();
  }

  private handlers(): Handlers {
    return {
      selectFormat: (format, focusTab) => {
        this.state.format = format;
        this.save();
        this.paint();
        if (focusTab) this.root.querySelector<HTMLElement>(`#tab-${format}`)?.focus();
      },
      reveal: (offset, length) => this.host.postMessage({ type: 'reveal', offset, length }),
      check: (toolIndex) => this.check(toolIndex),
      copy: (toolIndex) => this.copy(toolIndex),
      jump: (toolIndex) => this.jump(toolIndex),
      expand: (toolIndex) => {
        this.state.expanded[String(toolIndex)] = true;
        this.paint();
        this.root.querySelector<HTMLElement>(`#tool-${toolIndex} .tool-name`)?.focus({ preventScroll: true });
      },
      draft: (toolIndex, text) => {
        this.state.drafts[String(toolIndex)] = text;
        this.save();
      },
    };
  }

  private check(toolIndex: number): void {
    const key = String(toolIndex);
    const requestId = this.nextRequest++;
    for (const [id, index] of this.checks) if (index === toolIndex) this.checks.delete(id); // only the latest answer counts
    this.checks.set(requestId, toolIndex);
    this.state.pending[key] = true;
    this.paint();
    this.host.postMessage({ type: 'checkCall', requestId, toolIndex, args: this.state.drafts[key] ?? '' });
  }

  private copy(toolIndex: number): void {
    const tool =
      this.content.kind === 'model' ? this.content.model?.tools.find((t) => t.index === toolIndex) : undefined;
    if (!tool) return;
    const requestId = this.nextRequest++;
    this.copies.set(requestId, toolIndex);
    this.host.postMessage({ type: 'copy', requestId, text: wireText(tool, this.state.format) });
  }

  private jump(toolIndex: number): void {
    if (this.root.querySelector(`#tool-${toolIndex}.compact`)) {
      this.state.expanded[String(toolIndex)] = true;
      this.paint();
    }
    const card = this.root.querySelector<HTMLElement>(`#tool-${toolIndex}`);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.querySelector<HTMLElement>('.tool-name')?.focus({ preventScroll: true });
    card.classList.add('flash');
    setTimeout(() => card.classList.remove('flash'), 1200);
  }

  private paint(): void {
    preserveFocusAndScroll(this.root, () =>
      this.root.replaceChildren(render(this.content, this.state, this.root.ownerDocument)),
    );
  }

  private save(): void {
    this.host.setState(persistable(this.state));
  }
}
