import type { SiteConfig, TwoFactorStatus, UserView } from '@csec/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { AdminProviders } from '../ui/AdminProviders';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

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

/** Prints the router's location so a test can see where a screen navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Two-factor login off and not required: what most accounts have. */
export const TWO_FACTOR_OFF: TwoFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };

/** The site config the shell inlines into the page, in the site's default zone. */
export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
    formUrl: '/forms/registration',
    mapUrl: 'https://map.example/embed',
    contact: { email: 'admin@csec.test', phone: '+62 21 0000', address: 'Jakarta' },
    timeZone: 'Asia/Jakarta',
    ...overrides,
  };
}

interface Options {
  user?: UserView;
  /** the user's two-factor status, already in the query cache like the user */
  twoFactor?: TwoFactorStatus;
  /** the site config, already in the query cache as the shell's page gives it */
  site?: SiteConfig;
  /** the starting URL */
  path?: string;
  /** path pattern -> screen; defaults to the starting path showing `screen` */
  routes?: Record<string, ReactElement>;
}

/**
 * Renders admin screens logged in as `user` (already in the query cache with its two-factor
 * status and the site config, so nothing asks the API for them), inside the admin's providers and a memory router.
 */
export function renderScreen(screen: ReactElement, options: Options = {}) {
  const { user = staffUser(), twoFactor = TWO_FACTOR_OFF, site = siteConfig(), path = '/dashboard', routes = { [path.split('?')[0]]: screen } } = options;
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.me, user);
  queryClient.setQueryData(queryKeys.security.twoFactor(), twoFactor);
  queryClient.setQueryData(queryKeys.siteConfig, site);
  const result = render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <AdminProviders queryClient={queryClient}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </AdminProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}
