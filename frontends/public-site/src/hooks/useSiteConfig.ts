import { useEffect, useState } from 'react';
import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';
import { fetchSiteConfig } from '../api/client';
import { usePageData, type PageData } from '../ssr/page-data';

export type SiteConfigState = { status: 'loading'; config: null } | { status: 'failed'; config: null } | { status: 'ready'; config: SiteConfig };

// At most one request per page load, shared by every component that needs the config.
let pending: Promise<SiteConfig> | null = null;

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

/** The server render is given the config; inside the shell the API has usually inlined it into the page already. */
function initialState(pageData: PageData): SiteConfigState {
  const config = pageData.siteConfig();
  return config ? { status: 'ready', config } : { status: 'loading', config: null };
}

export function useSiteConfig(): SiteConfigState {
  const pageData = usePageData();
  const [state, setState] = useState<SiteConfigState>(() => initialState(pageData));
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** The time zone the site shows dates in; undefined until the config is known. */
export function useSiteTimeZone(): string | undefined {
  return useSiteConfig().config?.timeZone;
}
