import type { ReactNode } from 'react';
import { onlyWithoutScript } from '../lib/early-presses/no-script';
import { Notice } from './ui/notice';

/** Says what needs JavaScript, shown only in a browser that has it off (Opera Mini's data saver). */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <Notice tone="harvest" spaced {...onlyWithoutScript}>
      {children}
    </Notice>
  );
}
