import { useLocation } from 'react-router-dom';
import { remoteForPath } from './remotes/choose-remote';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteView } from './remotes/RemoteView';

interface Props {
  loader: RemoteLoader;
}

/** The shell's whole UI: the remote that owns the current path. */
export function App({ loader }: Props) {
  const { pathname } = useLocation();
  return <RemoteView name={remoteForPath(pathname)} loader={loader} />;
}
