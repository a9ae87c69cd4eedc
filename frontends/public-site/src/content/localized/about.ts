import { useLocalized } from '../../i18n/language';
import * as en from '../about';
import * as id from '../id/about';

/** content/about.ts in the page's language. */
export const useAbout = () => useLocalized({ en, id });
