import type { Plugin } from 'vite';
import { OFFLINE_SAVE_PATH, type OfflineSaveFile } from '../../src/shared/sw-contract';

/**
 * Writes the list of files "Save for offline" downloads (pwa-precache.ts decides which) to
 * dist/offline-save.json, where the page reads it when the visitor presses the button.
 */
export function offlineSaveListPlugin(files: readonly OfflineSaveFile[]): Plugin {
  return {
    name: 'offline-save-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_SAVE_PATH.slice(1), source: JSON.stringify(files) });
    },
  };
}
