/** Whether the browser believes it has a network, as an external store for React. */
export const onlineStatusStore = {
  subscribe: (listener: () => void): (() => void) => {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  getSnapshot: (): boolean => navigator.onLine,
  /** Prerendered pages are assumed online. */
  getServerSnapshot: (): boolean => true,
};
