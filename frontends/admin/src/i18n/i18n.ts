import { DASHBOARD_LANGUAGES, DEFAULT_LANGUAGE, isDashboardLanguage, type DashboardLanguage } from '@csec/contracts';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage } from './browserLanguage';
import { en } from './en';
import { id } from './id';
import { idCodes } from './id-codes';
import './locales';
import { waitIn } from './waitText';

/**
 * The dashboard's own i18next instance (the shell and the public site never see it). Resources are
 * bundled and there is no backend, so it is ready as soon as this module has run: the first render
 * is already in the right language.
 */
export const i18n = i18next.createInstance();

// dayjs formats with one global locale (the dashboard's own copy of dayjs): it follows the language
// before any component re-renders for the change.
i18n.on('languageChanged', (language) => dayjs.locale(isDashboardLanguage(language) ? language : DEFAULT_LANGUAGE));

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id, codes: idCodes } },
  lng: browserLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...DASHBOARD_LANGUAGES],
  ns: ['translation', 'codes'],
  defaultNS: 'translation',
  initAsync: false,
  // React escapes what it renders
  interpolation: { escapeValue: false },
});

i18n.services.formatter?.add('wait', (seconds: number, language) => waitIn(isDashboardLanguage(language) ? language : DEFAULT_LANGUAGE, seconds));

/** The language the dashboard shows now. */
export function currentLanguage(): DashboardLanguage {
  return isDashboardLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
