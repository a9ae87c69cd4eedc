import type { DashboardLanguage } from '@csec/contracts';

/**
 * The language before anyone has logged in (the login page): Indonesian when the browser puts
 * Indonesian first ('id', 'id-ID'), English otherwise.
 */
export function browserLanguage(languages: readonly string[] = navigator.languages): DashboardLanguage {
  const first = (languages[0] ?? '').toLowerCase();
  return first === 'id' || first.startsWith('id-') ? 'id' : 'en';
}
