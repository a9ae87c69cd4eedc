import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { usePageData, type PageDataEntry } from '../ssr/page-data';

export type ApiState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

function stateOf<T>(entry: PageDataEntry): ApiState<T> {
  return entry.ok ? { status: 'ready', data: entry.data as T } : { status: 'error', message: entry.message };
}

/**
 * Runs `load` whenever `deps` change (cancelling the previous request) and on `retry`.
 * The caller lists in `deps` every value `load` reads.
 *
 * `key` (the request's path) ties the call to the server render: there the component waits
 * (suspends) until the answer is in, and in the browser the first render starts from the answer
 * the server used, so hydration finds the same markup and no request is sent twice. Once mounted,
 * the component gives the answer up (later renders fetch anew), unless `share`: a component that
 * reads an answer the page's own (lazily loaded, so later hydrated) component also reads leaves
 * it to that one.
 */
export function useApi<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  key?: string,
  { share = false }: { share?: boolean } = {},
): [ApiState<T>, () => void] {
  const pageData = usePageData();
  const entry = key === undefined ? undefined : pageData.read(key);
  if (pageData.server && key !== undefined && entry === undefined) {
    // Thrown for Suspense: the server render resumes here once the answer is stored.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol is to throw the promise
    throw pageData.load(key, () => load(new AbortController().signal));
  }
  const [state, setState] = useState<ApiState<T>>(() => (entry ? stateOf<T>(entry) : { status: 'loading' }));
  const fromServer = useRef(entry !== undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false;
      if (key !== undefined && !share) pageData.used(key);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
    // The caller's deps cover what `load` and `key` read (checked at each call site: useApi is one of
    // exhaustive-deps' additionalHooks); pageData is the page's one context value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, retry];
}
