import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'sw', 'kill-switch.ts');

/** Types removed, nothing bundled: a classic worker script, like the sw.js it replaces. */
export function killSwitchScript(): string {
  const { outputText } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
    fileName: 'kill-switch.ts',
  });
  if (/^\s*(?:import|export)\b/m.test(outputText)) {
    throw new Error('sw/kill-switch.ts must stay a plain script: a worker registered as sw.js cannot import.');
  }
  return outputText;
}
