/**
 * Attributes newer than @types/react 19.3: invoker commands (`command`, `commandfor`) and `closedby`.
 * React passes unknown lowercase attributes to the element as they are.
 */
import 'react';

// The type parameters must match React's declarations for these to merge with them.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none' | undefined;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */
