import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import { ROUTER_FUTURE } from './renderScreen';

// The screens App and the route table load lazily (React.lazy), loaded here with the test file.
// In a fresh Jest module registry the first load of a screen and of the antd parts it uses takes
// seconds of blocking work; inside a test it would count against the wait for the screen.
import '../pages/LoginPage';
import '../layout/DashboardLayout';
import '../pages/BlogListPage';
import '../blog/BlogActionPage';
import '../pages/UserListPage';
import '../user/UserAddPage';
import '../user/UserEditPage';
import '../pages/LeadsListPage';
import '../pages/ActivityListPage';
import '../user/ProfilPage';
import '../pages/NotFoundPage';

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
