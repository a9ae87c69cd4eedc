import type { DashboardLanguage } from '@csec/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import 'dayjs/locale/id';

/**
 * antd's own texts (pickers, empty states, pagination, modals) in each language. Both are bundled,
 * with dayjs's Indonesian month and day names: a few kilobytes, and a language switch neither waits
 * for a download nor shows English first.
 */
export const ANTD_LOCALES: Readonly<Record<DashboardLanguage, Locale>> = { en: enUS, id: idID };
