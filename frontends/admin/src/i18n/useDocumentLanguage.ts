import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `<html lang>` says the dashboard's language while it is shown; the page's own comes back when it leaves. */
export function useDocumentLanguage(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}
