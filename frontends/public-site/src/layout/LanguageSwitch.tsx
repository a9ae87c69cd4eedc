import { Link } from 'react-router-dom';
import { LANGUAGE_NAME, otherLanguage } from '@csec/contracts';
import { useSiteLanguage, useTexts } from '../i18n/language';
import { useSwitchPath } from '../i18n/useSwitchPath';

/**
 * The link to this page in the other language (a post's translation; that language's blog or home page
 * where this page has none): a plain link, so it works before the page's script has run and without it. Short (the
 * language's code, named in full for screen readers) in the header; the language's name in the drawer.
 */
export function LanguageSwitch({ className, long = false }: { className?: string; long?: boolean }) {
  const other = otherLanguage(useSiteLanguage());
  const { path } = useSwitchPath(other);
  const t = useTexts().language;
  const name = LANGUAGE_NAME[other];
  return (
    <Link to={path} className={className} hrefLang={other} lang={other} aria-label={long ? undefined : `${t.switchText}, ${name}`} title={t.switchLabel}>
      {long ? name : t.switchText}
    </Link>
  );
}
