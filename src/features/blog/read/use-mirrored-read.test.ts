import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_TIMEOUT_MS, useMirroredRead, type MirroredRead, type MirrorCopy } from './use-mirrored-read';

const SAVED_AT = Date.UTC(2026, 10, 20, 9, 30);

const copy = (data: string, complete = true): MirrorCopy<string> => ({ data, savedAt: SAVED_AT, complete });

/** A read whose two sources answer when the test says so. */
function controlledRead() {
  let answerMirror: (value: MirrorCopy<string> | undefined) => void = () => undefined;
  let answerNetwork: (value: string) => void = () => undefined;
  let failNetwork: (error: Error) => void = () => undefined;
  const read: MirroredRead<string> = {
    fromMirror: () => new Promise((resolve) => (answerMirror = resolve)),
    fromNetwork: () =>
      new Promise((resolve, reject) => {
        answerNetwork = resolve;
        failNetwork = reject;
      }),
  };
  return {
    read,
    mirror: (value: MirrorCopy<string> | undefined) =>
      act(async () => {
        answerMirror(value);
        await Promise.resolve();
      }),
    network: (value: string) =>
      act(async () => {
        answerNetwork(value);
        await Promise.resolve();
      }),
    networkFails: () =>
      act(async () => {
        failNetwork(new Error('offline'));
        await Promise.resolve();
      }),
  };
}

// Tells React this is a test runner, so state updates wrapped in act() are flushed without warnings.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reading through the offline mirror', () => {
  it('shows the saved copy at once, then the server answer, with no offline notice', async () => {
    const { read, mirror, network } = controlledRead();
    const { result } = renderHook(() => useMirroredRead(read));
    expect(result.current.state).toEqual({ status: 'loading' });
    await mirror(copy('saved'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'saved', savedAt: null, refreshing: true });
    await network('fresh');
    expect(result.current.state).toEqual({ status: 'ready', data: 'fresh', savedAt: null, refreshing: false });
  });

  it('does not show a saved copy that may be missing posts before the server answers', async () => {
    const { read, mirror, network } = controlledRead();
    const { result } = renderHook(() => useMirroredRead(read));
    await mirror(copy('partial', false));
    expect(result.current.state).toEqual({ status: 'loading' });
    await network('fresh');
    expect(result.current.state).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('keeps the saved copy with its date when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { read, mirror, networkFails } = controlledRead();
    const { result } = renderHook(() => useMirroredRead(read));
    await mirror(copy('saved'));
    await networkFails();
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'saved', savedAt: SAVED_AT, refreshing: false }),
    );
  });

  it('does not ask the server at all when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fromNetwork = vi.fn(() => Promise.resolve('fresh'));
    const read: MirroredRead<string> = { fromMirror: () => Promise.resolve(copy('saved')), fromNetwork };
    const { result } = renderHook(() => useMirroredRead(read));
    await waitFor(() => expect(result.current.state).toMatchObject({ savedAt: SAVED_AT }));
    expect(fromNetwork).not.toHaveBeenCalled();
  });

  it('gives the server a few seconds, then shows the saved copy, and still takes a late answer', async () => {
    vi.useFakeTimers();
    const { read, mirror, network } = controlledRead();
    const { result } = renderHook(() => useMirroredRead(read));
    await mirror(copy('saved'));
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1));
    expect(result.current.state).toMatchObject({ savedAt: null });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.state).toMatchObject({ data: 'saved', savedAt: SAVED_AT });
    await network('late');
    expect(result.current.state).toEqual({ status: 'ready', data: 'late', savedAt: null, refreshing: false });
  });

  it('says it is unavailable when neither the server nor the device has it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { read, mirror, networkFails } = controlledRead();
    const { result } = renderHook(() => useMirroredRead(read));
    await mirror(undefined);
    await networkFails();
    await waitFor(() => expect(result.current.state).toEqual({ status: 'unavailable' }));
  });

  it('starts from an answer already here (the posts the page was served with), and still reads through to update the mirror', async () => {
    const { read, network } = controlledRead();
    const fromNetwork = vi.fn(() => read.fromNetwork());
    const answered: MirroredRead<string> = { ...read, fromNetwork, answered: () => ({ value: 'early' }) };
    const { result } = renderHook(() => useMirroredRead(answered));
    expect(result.current.state).toEqual({ status: 'ready', data: 'early', savedAt: null, refreshing: false });
    expect(fromNetwork).toHaveBeenCalledOnce();
    await network('early');
    expect(result.current.state).toEqual({ status: 'ready', data: 'early', savedAt: null, refreshing: false });
  });

  it('does not render again for an answer equal to what is on screen', async () => {
    let answerNetwork: (value: { posts: { id: string; title: string }[] }) => void = () => undefined;
    const early = { posts: [{ id: 'a', title: 'Early' }] };
    const read: MirroredRead<typeof early> = {
      answered: () => ({ value: early }),
      fromMirror: () => new Promise(() => undefined),
      fromNetwork: () => new Promise((resolve) => (answerNetwork = resolve)),
    };
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useMirroredRead(read);
    });
    const rendersBefore = renders;
    await act(async () => {
      answerNetwork({ posts: [{ id: 'a', title: 'Early' }] });
      await Promise.resolve();
    });
    expect(renders).toBe(rendersBefore);
    const { state } = result.current;
    expect(state.status === 'ready' && state.data).toBe(early);
  });

  it('shows Loading for a new read instead of the previous screen', async () => {
    const first = controlledRead();
    const second = controlledRead();
    const { result, rerender } = renderHook(({ read }) => useMirroredRead(read), { initialProps: first });
    await first.mirror(copy('first'));
    act(() => rerender(second));
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
