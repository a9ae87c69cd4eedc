import { Suspense, useCallback, useState, type ErrorInfo } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Loading } from '../components/Loading';
import { RemoteError } from '../components/RemoteError';
import type { RemoteName } from './choose-remote';
import type { RemoteLoader } from './remote-loader';
import { loadAfreshFor } from './load-afresh';

interface Props {
  name: RemoteName;
  loader: RemoteLoader;
}

/**
 * The error with its Retry, or, when the tab's build of the remote has been replaced and its files
 * are gone, the loading state while the address loads afresh as a full page (once per address).
 */
function RemoteFallback({ error, resetErrorBoundary }: FallbackProps) {
  if (loadAfreshFor(error)) return <Loading />;
  return <RemoteError onRetry={resetErrorBoundary} />;
}

function logRemoteFailure(error: Error, info: ErrorInfo) {
  console.error('A remote failed to load or render', error, info.componentStack);
}

/** Renders one remote's App with a loading state and a retryable error fallback. */
export function RemoteView({ name, loader }: Props) {
  // Bumped on retry so this view renders again and picks up the loader's fresh component.
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    loader.retry(name);
    setAttempt((attempt) => attempt + 1);
  }, [loader, name]);
  const RemoteApp = loader.component(name);

  return (
    <ErrorBoundary key={name} FallbackComponent={RemoteFallback} onError={logRemoteFailure} onReset={retry}>
      <Suspense fallback={<Loading />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
