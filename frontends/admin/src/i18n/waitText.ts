import { waitText, type DashboardLanguage } from '@csec/contracts';

/**
 * A wait of `seconds`, as the API's English messages say it (contracts' waitText: minutes, then
 * hours past 2, days past 48), in the dashboard's language. Indonesian counts without plurals.
 * It is i18next's `wait` format: `{{seconds, wait}}` in a text.
 */
export function waitIn(language: DashboardLanguage, seconds: number): string {
  if (language === 'en') return waitText(seconds);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} menit`;
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? `${hours} jam` : `${Math.ceil(hours / 24)} hari`;
}
