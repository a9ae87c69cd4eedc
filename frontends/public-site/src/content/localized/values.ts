import { useLocalized } from '../../i18n/language';
import * as en from '../values';
import * as id from '../id/values';

/** content/values.ts in the page's language. */
export const useValues = () => useLocalized({ en, id }).VALUES;
