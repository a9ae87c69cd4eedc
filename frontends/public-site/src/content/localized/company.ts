import { useLocalized } from '../../i18n/language';
import * as en from '../company';
import * as id from '../id/company';

/** content/company.ts in the page's language. */
export const useCompany = () => useLocalized({ en, id });
