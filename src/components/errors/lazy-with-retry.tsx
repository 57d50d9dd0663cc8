import {
  Component,
  createElement,
  lazy,
  useCallback,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { isChunkLoadError, retryableImport } from './chunk-load-error';

interface BoundaryProps {
  unavailable: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed code download only; any other error goes on up to the route's error view. */
class LoadFailureBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) return;
    console.warn('Part of the page could not be downloaded; showing its stand-in', error, info.componentStack);
    window.addEventListener('online', this.props.onRetry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.props.onRetry);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.unavailable;
  }
}

/** React.lazy remembers a failed download for good; this shows a stand-in and downloads again at each retry. */
export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  // Stands in while the code cannot be downloaded; `retry` tries again, as does the connection's return.
  { unavailable = () => null }: { unavailable?: (props: P, retry: () => void) => ReactNode } = {},
): ComponentType<P> {
  const download = retryableImport(load, pick);
  const attempts: ComponentType<P>[] = [];
  const attempt = (index: number): ComponentType<P> =>
    (attempts[index] ??= lazy(async () => ({ default: await download() })));

  return function Retryable(props: P) {
    const [index, setIndex] = useState(0);
    // Stable, so the boundary removes exactly the listener it added.
    const retry = useCallback((): void => setIndex((current) => current + 1), []);
    return (
      <LoadFailureBoundary key={index} unavailable={unavailable(props, retry)} onRetry={retry}>
        {createElement(attempt(index), props)}
      </LoadFailureBoundary>
    );
  };
}
