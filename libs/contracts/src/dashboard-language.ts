import { SITE_LANGUAGES, type SiteLanguage } from './site-language';

/**
 * The staff dashboard's languages: the site's own. Each account keeps its choice (`users.language`,
 * PUT /api/users/me/language); the API still answers in English and with stable failure codes,
 * and the dashboard translates by code.
 */
export const DASHBOARD_LANGUAGES: readonly SiteLanguage[] = SITE_LANGUAGES;
export type DashboardLanguage = SiteLanguage;

/** The API's answers to PUT /api/users/me/language. */
export const DASHBOARD_LANGUAGE_MESSAGES = {
  languageInvalid: `language must be one of: ${SITE_LANGUAGES.join(', ')}`,
  languageSaved: 'Language saved',
} as const;

export function isDashboardLanguage(value: unknown): value is DashboardLanguage {
  return typeof value === 'string' && (DASHBOARD_LANGUAGES as readonly string[]).includes(value);
}
