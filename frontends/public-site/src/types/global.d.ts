import type { SiteConfig } from '@csec/contracts';

declare global {
  interface Window {
    /** SITE_CONFIG_GLOBAL: the site config the API inlines into the shell's page. */
    __SITE_CONFIG__?: SiteConfig;
  }
}
