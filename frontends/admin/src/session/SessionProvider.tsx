import { MESSAGES } from '@csec/contracts';
import type { UserView } from '@csec/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/client';
import { api } from '../api/endpoints';
import { clearToken, getToken } from '../api/token';
import { useToast } from '../feedback/useToast';
import { LOGIN_PATH } from '../paths';
import { SessionContext, type Session } from './SessionContext';

/** Looks up the current user on every admin path, so an expired token is noticed at once. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const [user, setUser] = useState<UserView | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setUser(null);
      navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate]);

  const refresh = useCallback(async () => {
    if (!getToken()) {
      setUser(null);
      setLoading(false);
      return;
    }
    try {
      const response = await api.me();
      setUser(response.data?.[0] ?? null);
    } catch (error) {
      setUser(null);
      toast.failure(error, { network: MESSAGES.accountError });
    } finally {
      setLoading(false);
    }
  }, [toast]);

  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);

  // The user is dropped by the look-up that follows the navigation: dropping it first would let
  // the dashboard's guard redirect to the login page before the root route is reached.
  const logout = useCallback(() => {
    clearToken();
    navigate('/');
  }, [navigate]);

  const session = useMemo<Session>(() => ({ user, loading, refresh, logout }), [user, loading, refresh, logout]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
