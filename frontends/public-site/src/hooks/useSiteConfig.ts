import { useEffect, useState } from 'react';
import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';
import { fetchSiteConfig } from '../api/client';

export type SiteConfigState =
  | { status: 'loading'; config: null }
  | { status: 'failed'; config: null }
  | { status: 'ready'; config: SiteConfig };

// At most one request per page load, shared by every component that needs the config.
let pending: Promise<SiteConfig> | null = null;

/** Inside the shell the API has usually inlined the config into the page already. */
const cachedConfig = (): SiteConfig | null => window[SITE_CONFIG_GLOBAL] ?? null;

function loadSiteConfig(): Promise<SiteConfig> {
  if (!pending) {
    pending = fetchSiteConfig().then(
      (config) => (window[SITE_CONFIG_GLOBAL] = config),
      (error: unknown) => {
        pending = null; // the next page that mounts tries again
        throw error;
      },
    );
  }
  return pending;
}

function initialState(): SiteConfigState {
  const config = cachedConfig();
  return config ? { status: 'ready', config } : { status: 'loading', config: null };
}

export function useSiteConfig(): SiteConfigState {
  const [state, setState] = useState<SiteConfigState>(initialState);
  useEffect(() => {
    if (state.status === 'ready') return;
    let active = true;
    loadSiteConfig().then(
      (config) => active && setState({ status: 'ready', config }),
      () => active && setState({ status: 'failed', config: null }),
    );
    return () => {
      active = false;
    };
    // Only the first render's state matters: once ready, the config never changes.
  }, []);
  return state;
}
