import type { CallCheck, PreviewModel } from '../../../../shared/src/view/model';
import type { PersistedState } from '../messages';

/** What the page shows: nothing yet, the document's model (null: no tools), or why there is none. */
export type PageContent =
  | { kind: 'loading' }
  | { kind: 'model'; fileName: string; model: PreviewModel | null }
  | { kind: 'error'; fileName: string; message: string };

/** The persisted part plus what lives only as long as the page. */
export interface ViewState extends PersistedState {
  /** Latest "Try a call" answer per tool index, and which checks are in flight. */
  results: Record<string, CallCheck>;
  pending: Record<string, boolean>;
  /** Copy buttons showing their confirmation, by tool index. */
  copied: Record<string, 'ok' | 'failed'>;
  /** Cards past the first FULL_CARDS shown in full anyway (opened, jumped to, focused). */
  expanded: Record<string, boolean>;
}

export function initialViewState(persisted: PersistedState): ViewState {
  return { ...persisted, results: {}, pending: {}, copied: {}, expanded: {} };
}

/** The part of the view state that `vscode.setState` keeps across reloads. */
export function persistable(state: ViewState): PersistedState {
  return { uri: state.uri, format: state.format, drafts: state.drafts, scrollY: state.scrollY };
}
