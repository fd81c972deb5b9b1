import { OPEN_PREVIEW_COMMAND } from '../../shared/src/protocol';

/** The extension's command ids, as package.json `contributes.commands` declares them. */
export const COMMAND_IDS = {
  validateFile: 'toolwire.validateFile',
  validateWorkspace: 'toolwire.validateWorkspace',
  fixAll: 'toolwire.fixAll',
  openPreview: OPEN_PREVIEW_COMMAND,
  showOutput: 'toolwire.showOutput',
  restartServer: 'toolwire.restartServer',
  locateProviderError: 'toolwire.locateProviderError',
} as const;

/** Run by the server's "Disable <rule> in settings" quick fix (arguments: rule id, document uri). */
export const DISABLE_IN_SETTINGS_COMMAND = 'toolwire.disableRuleInSettings';
