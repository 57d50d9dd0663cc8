import { deepEqual } from '@tanstack/react-router';
import { useEffect, useReducer, useState } from 'react';
import type { Saved } from '../../../lib/posts/mirror/post-record';

/** A saved copy; `complete` when it is all the server would send, so it can stand in before the server answers. */
export type MirrorCopy<T> = Saved<T> & { complete: boolean };

/** One screen's data: the copy saved on this device, and the server's, which also updates the mirror. */
export interface MirroredRead<T> {
  fromMirror(): Promise<MirrorCopy<T> | undefined>;
  fromNetwork(): Promise<T>;
  /** The answer the page was served with (served-posts.ts), if any: the screen starts with it, not Loading. */
  answered?(): { value: T } | undefined;
}

export const NETWORK_TIMEOUT_MS = 4000;

type MirroredReadState<T> =
  | { status: 'loading' }
  // `savedAt`: the saved copy, as the server could not be reached; `refreshing`: the server is still awaited.
  | { status: 'ready'; data: T; savedAt: number | null; refreshing: boolean }
  | { status: 'unavailable' };

function ready<T>(data: T, savedAt: number | null = null, refreshing = false): MirroredReadState<T> {
  return { status: 'ready', data, savedAt, refreshing };
}

// Stale-while-revalidate over the offline mirror. `read` must be stable (memoise it on the screen's parameters).
export function useMirroredRead<T>(read: MirroredRead<T>) {
  const [current, setCurrent] = useState<{ read: MirroredRead<T>; state: MirroredReadState<T> }>(() => {
    const answer = read.answered?.();
    return { read, state: answer ? ready(answer.value) : { status: 'loading' } };
  });
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let active = true;
    let answered = false;
    const show = (state: MirroredReadState<T>): void => {
      // The answer is often on screen already (served posts, a retry): keeping the state spares a long render.
      if (active)
        setCurrent((previous) =>
          previous.read === read && deepEqual(previous.state, state) ? previous : { read, state },
        );
    };

    const saved = read.fromMirror().catch((error: unknown) => {
      console.warn('Could not read the offline copy of the blog', error);
      return undefined;
    });
    void saved.then((copy) => {
      if (!copy?.complete || answered || !active) return;
      // Shown at once, without the offline notice: the server may still answer. A retry keeps what is on screen.
      setCurrent((previous) =>
        previous.read === read && previous.state.status === 'ready'
          ? previous
          : { read, state: ready(copy.data, null, true) },
      );
    });
    const showSaved = async (): Promise<void> => {
      const copy = await saved;
      if (answered) return;
      show(copy ? ready(copy.data, copy.savedAt) : { status: 'unavailable' });
    };

    if (!navigator.onLine) {
      void showSaved();
      return () => {
        active = false;
      };
    }
    const timer = setTimeout(() => void showSaved(), NETWORK_TIMEOUT_MS);
    read.fromNetwork().then(
      (data) => {
        answered = true;
        clearTimeout(timer);
        show(ready(data));
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.warn('Could not load the blog from the server', error);
        void showSaved();
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [read, attempt]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  // A new read shows Loading until it has something of its own, never the previous screen's data.
  const state: MirroredReadState<T> = current.read === read ? current.state : { status: 'loading' };
  // Busy until the server has answered (or been given up on), for assistive technology and tests alike.
  return { state, retry, busy: state.status === 'loading' || (state.status === 'ready' && state.refreshing) };
}
