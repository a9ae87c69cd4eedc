import { useLocalized } from '../../i18n/language';
import * as en from '../home';
import * as id from '../id/home';

/** content/home.ts in the page's language. */
export const useHome = () => useLocalized({ en, id });
