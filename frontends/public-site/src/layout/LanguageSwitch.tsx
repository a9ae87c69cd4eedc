import { Link, useLocation } from 'react-router-dom';
import { LANGUAGE_NAME, switchPath, type SiteLanguage } from '@csec/contracts';
import { useSiteLanguage, useTexts } from '../i18n/language';

const OTHER: Readonly<Record<SiteLanguage, SiteLanguage>> = { en: 'id', id: 'en' };

/**
 * The link to this page in the other language (or to that language's home page where this page has no
 * translation): a plain link, so it works before the page's script has run and without it. Short (the
 * language's code, named in full for screen readers) in the header; the language's name in the drawer.
 */
export function LanguageSwitch({ className, long = false }: { className?: string; long?: boolean }) {
  const other = OTHER[useSiteLanguage()];
  const { pathname } = useLocation();
  const t = useTexts().language;
  const name = LANGUAGE_NAME[other];
  return (
    <Link
      to={switchPath(pathname, other)}
      className={className}
      hrefLang={other}
      lang={other}
      aria-label={long ? undefined : `${t.switchText}, ${name}`}
      title={t.switchLabel}
    >
      {long ? name : t.switchText}
    </Link>
  );
}
