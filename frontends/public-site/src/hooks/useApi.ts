import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs `load` whenever `deps` change (cancelling the previous request) and on `retry`.
 * The caller lists in `deps` every value `load` reads.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): [ApiState<T>, () => void] {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, retry];
}
