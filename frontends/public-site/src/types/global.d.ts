import type { SiteConfig } from '@csec/contracts';
import type { PageSnapshot } from '../ssr/page-data';

declare global {
  /** webpack's public path, read and set at run time (a free variable that webpack compiles in). */
  let __webpack_public_path__: string;

  interface Window {
    /** SITE_CONFIG_GLOBAL: the site config the API inlines into the shell's page. */
    __SITE_CONFIG__?: SiteConfig;
    /** The API answers a server-rendered page was made from, for the browser to hydrate it. */
    __CSEC_PAGE__?: PageSnapshot;
  }
}
