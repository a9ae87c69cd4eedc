import { SITE_CONFIG_GLOBAL, SITE_CONFIG_PATH, type ApiSuccess, type SiteConfig } from '@csec/contracts';

/**
 * The run-time config: the copy the API inlined into the page, otherwise fetched.
 * A fetched copy is stored on window too, so the remotes read the same one. The shell makes this one
 * call, on every page's critical path, so it is a plain fetch typed by the contract rather than the
 * remotes' openapi-fetch client (7.4 KB minified, 2.9 KB gzip, for one GET).
 */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const inlined = window[SITE_CONFIG_GLOBAL];
  if (inlined) return inlined;

  const response = await fetch(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${SITE_CONFIG_PATH} answered ${response.status}`);
  const body = (await response.json()) as ApiSuccess<SiteConfig>;
  if (!body.data?.remotes) throw new Error(`GET ${SITE_CONFIG_PATH} returned no remotes`);
  window[SITE_CONFIG_GLOBAL] = body.data;
  return body.data;
}
