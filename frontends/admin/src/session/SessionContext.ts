import type { UserView } from '@csec/contracts';
import { createContext, useContext } from 'react';

export interface Session {
  /** null when nobody is logged in */
  user: UserView | null;
  /** true until the first look-up of the current user has answered */
  loading: boolean;
  refresh(): Promise<void>;
  logout(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The logged-in user, for screens that RequireUser already guards. */
export function useCurrentUser(): UserView {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a logged-in user');
  return user;
}
