import { Suspense, useCallback, useState } from 'react';
import { Loading } from '../components/Loading';
import { RemoteErrorBoundary } from '../components/RemoteErrorBoundary';
import type { RemoteName } from './choose-remote';
import type { RemoteLoader } from './remote-loader';

interface Props {
  name: RemoteName;
  loader: RemoteLoader;
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
    <RemoteErrorBoundary key={name} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
