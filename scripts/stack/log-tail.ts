import { readFileSync } from 'node:fs';

/** The last lines of a log, indented, so a crash shows its cause without opening the file. */
export const logTail = (path: string, lineCount = 15): string | undefined => {
  try {
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    return lines
      .slice(-lineCount)
      .map((line) => `  | ${line}`)
      .join('\n');
  } catch {
    return undefined;
  }
};
