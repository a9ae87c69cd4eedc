import type { UserView } from '@csec/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionContext } from '../session/SessionContext';
import { AdminProviders } from '../ui/AdminProviders';

export function staffUser(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 2,
    username: 'writer',
    email: 'writer@example.com',
    role: 'author',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Renders one screen at a path, logged in as `user`, inside the admin's providers. */
export function renderScreen(screen: ReactElement, options: { user?: UserView; path?: string; route?: string } = {}) {
  const { user = staffUser(), path = '/dashboard', route = path } = options;
  const session = { user, loading: false, refresh: async () => undefined, logout: () => undefined };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProviders>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path={route} element={screen} />
          </Routes>
        </SessionContext.Provider>
      </AdminProviders>
    </MemoryRouter>,
  );
}
