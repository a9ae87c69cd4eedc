import type { SiteConfig } from '@csec/contracts';

declare global {
  interface Window {
    /** SITE_CONFIG_GLOBAL: inlined into the page by the API to save the first visit a round-trip. */
    __SITE_CONFIG__?: SiteConfig;
  }
}
