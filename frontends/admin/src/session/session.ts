import type { UserView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/endpoints';
import { meQuery } from '../api/queries';
import { clearToken } from '../api/token';

export interface Session {
  /** null when nobody is logged in */
  user: UserView | null;
  /** true until the first look-up of the current user has answered */
  loading: boolean;
}

/** The current user, asked once per visit to the admin and kept in the query cache. */
export function useSession(): Session {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, loading: isPending };
}

/** The logged-in user, for screens that RequireUser already guards. */
export function useCurrentUser(): UserView {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a logged-in user');
  return user;
}

/** How long Logout waits for the API to end the session before it leaves all the same. */
const LOGOUT_WAIT_MS = 5000;

/**
 * Logout: the API ends the session (the token is needed for that call, so it goes only after it),
 * then the token goes and the visitor lands on the root, which belongs to the public site, so the
 * admin remote (and its query cache, the current user with it) is unmounted. A refusal, a network
 * failure or an API too slow to answer still logs out on this device. The cache is not emptied
 * first: that would let the dashboard's guard redirect to the login page before the root route is
 * reached.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.logout(AbortSignal.timeout(LOGOUT_WAIT_MS));
    } catch {
      // nothing to tell: the local logout below happens whatever the API answered
    }
    clearToken();
    navigate('/');
  }, [navigate]);
}
