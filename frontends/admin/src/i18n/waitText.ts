import { waitAmount, waitText, type DashboardLanguage, type WaitUnit } from '@csec/contracts';

/** Indonesian counts without plurals. */
const ID_UNITS: Readonly<Record<WaitUnit, string>> = { minute: 'menit', hour: 'jam', day: 'hari' };

/**
 * A wait of `seconds` in the dashboard's language, in the unit the API's English messages use
 * (contracts' waitAmount). It is i18next's `wait` format: `{{seconds, wait}}` in a text.
 */
export function waitIn(language: DashboardLanguage, seconds: number): string {
  if (language === 'en') return waitText(seconds);
  const { count, unit } = waitAmount(seconds);
  return `${count} ${ID_UNITS[unit]}`;
}
