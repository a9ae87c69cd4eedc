import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { meQuery } from '../api/queries';
import { browserLanguage } from './browserLanguage';
import { i18n } from './i18n';

/**
 * The dashboard speaks the logged-in account's language, and the browser's before anyone has
 * logged in (and again after a logout). A layout effect: the switch lands before the browser
 * paints, so a screen never shows in the other language first.
 */
export function useAccountLanguage(): void {
  const { data: user } = useQuery(meQuery);
  const language = user?.language ?? browserLanguage();
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}
