import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import { ROUTER_FUTURE } from './renderScreen';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The whole remote at `path`, as the shell mounts it: the root belongs to the public site, admin paths to this remote. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/" element={<p>public site</p>} />
        <Route path="*" element={<App />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
