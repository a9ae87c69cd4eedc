import type { SiteConfig } from '../common/views/api-views';
import type { AppConfig } from '../config/app-config';

/** What the shell and the remotes read at run time; every value comes from the environment. */
export function buildSiteConfig(config: AppConfig): SiteConfig {
  return {
    remotes: { publicSite: config.web.publicSiteRemoteUrl, admin: config.web.adminRemoteUrl },
    formUrl: config.site.formUrl,
    mapUrl: config.site.mapUrl,
    contact: {
      email: config.site.contactEmail,
      phone: config.site.contactPhone,
      address: config.site.contactAddress,
    },
    timeZone: config.site.timeZone,
  };
}
