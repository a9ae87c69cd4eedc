import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';

/**
 * The site's time zone (SITE_TIMEZONE), from the site config the API inlines into every page it
 * serves; undefined when the dashboard runs on its own dev server without it.
 */
export function siteTimeZone(): string | undefined {
  return (window as Window & { [SITE_CONFIG_GLOBAL]?: SiteConfig })[SITE_CONFIG_GLOBAL]?.timeZone;
}
