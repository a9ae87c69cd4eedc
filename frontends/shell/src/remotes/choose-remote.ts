import { ADMIN_LOGIN_PATH } from '@csec/contracts';

export type RemoteName = 'public_site' | 'admin';

/** Which remote renders a path: the dashboard and its login belong to admin, the rest to the public site. */
export function remoteForPath(pathname: string): RemoteName {
  if (pathname === ADMIN_LOGIN_PATH || pathname === `${ADMIN_LOGIN_PATH}/`) return 'admin';
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return 'admin';
  return 'public_site';
}
