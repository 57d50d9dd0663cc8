import type { Plugin } from 'vite';
import { OFFLINE_SAVE_PATH, type OfflineSaveFile } from '../../src/shared/sw-contract';

/** dist/offline-save.json, which the page reads when the visitor presses "Save for offline". */
export function offlineSaveListPlugin(files: readonly OfflineSaveFile[]): Plugin {
  return {
    name: 'offline-save-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_SAVE_PATH.slice(1), source: JSON.stringify(files) });
    },
  };
}
