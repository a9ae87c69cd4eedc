import { useLocalized } from '../../i18n/language';
import * as en from '../counters';
import * as id from '../id/counters';

/** content/counters.ts in the page's language. */
export const useCounters = () => useLocalized({ en, id }).COUNTERS;
