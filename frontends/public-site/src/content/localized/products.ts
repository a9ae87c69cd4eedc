import { useLocalized } from '../../i18n/language';
import * as en from '../products';
import * as id from '../id/products';

/** content/products.ts in the page's language: every product, and those the menus list. */
export const useAllProducts = () => useLocalized({ en, id }).ALL_PRODUCTS;
export const useMenuProducts = () => useLocalized({ en, id }).MENU_PRODUCTS;
