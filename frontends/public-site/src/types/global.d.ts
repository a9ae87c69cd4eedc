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

/**
 * The popover attributes, which @types/react 18 does not know yet (React 18 passes lower-case
 * attributes it does not know to the DOM as they are): the mobile drawer opens from them before
 * the page's script has run.
 */
declare module 'react' {
  // Merged with React's own interfaces, which need the same type parameter even where it goes unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'show' | 'hide' | 'toggle';
  }
}
