import { LANGUAGE_PREFIX, type SiteLanguage } from '@csec/contracts';

/** Each language's RSS feed: where it is, and its title and description in that language. */
export const FEEDS: Readonly<Record<SiteLanguage, { path: string; title: string; description: string }>> = {
  en: { path: `${LANGUAGE_PREFIX.en}/rss.xml`, title: 'CSEC News', description: 'News, insights and events from CSEC' },
  id: { path: `${LANGUAGE_PREFIX.id}/rss.xml`, title: 'Berita CSEC', description: 'Berita, wawasan, dan acara dari CSEC' },
};
