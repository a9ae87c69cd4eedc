import 'i18next';
import type { en } from './en';
import type { idCodes } from './id-codes';

/** Typed keys: `t('missing.key')` does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; codes: typeof idCodes };
    // a key must exist even where a default text is given, and a text's {{values}} must be passed
    strictKeyChecks: true;
    strictInterpolationChecks: true;
  }
}
