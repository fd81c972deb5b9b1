/** The preview model and call check the webview tests render: the engine's own, once it has them. */
import type { CallCheck, PreviewModel } from '../../../shared/src/view/model';
import { checkCall } from '../../../shared/src/view/call';
import { interimPreview } from './interim-model';

export function previewOf(text: string): PreviewModel {
  return interimPreview(text);
}

export function checkCallOf(text: string, toolIndex: number, args: string): CallCheck {
  return checkCall(text, {}, toolIndex, args);
}
