import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';

/**
 * The site's time zone (SITE_TIMEZONE), from the site config the API inlines into every page it
 * serves; undefined when the dashboard runs on its own dev server without it.
 */
export function siteTimeZone(): string | undefined {
  return (window as Window & { [SITE_CONFIG_GLOBAL]?: SiteConfig })[SITE_CONFIG_GLOBAL]?.timeZone;
}

/**
 * The one clock of the dashboard: the site's time zone (SITE_TIMEZONE, which the public site and the
 * schedule use too), from the config the API inlines into the page; the viewer's own only where the
 * page lacks it (the dashboard on its own dev server). Screens name it once (ZoneNote).
 */
export function displayTimeZone(): string {
  return siteTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
