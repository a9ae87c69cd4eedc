import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A MemoryRouter with React Router's v7 behaviour switched on, as in the shell. */
export function TestRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {children}
    </MemoryRouter>
  );
}
