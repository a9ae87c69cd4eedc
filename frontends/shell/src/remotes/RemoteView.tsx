import { Suspense, useCallback, useState, type ErrorInfo } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Loading } from '../components/Loading';
import { RemoteError } from '../components/RemoteError';
import type { RemoteName } from './choose-remote';
import type { RemoteLoader } from './remote-loader';

interface Props {
  name: RemoteName;
  loader: RemoteLoader;
}

function RemoteFallback({ resetErrorBoundary }: FallbackProps) {
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
