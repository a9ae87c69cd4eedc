import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, pathInLanguage, type SiteLanguage } from '@csec/contracts';
import { EN_TEXTS, type SiteTexts } from './texts.en';
import { ID_TEXTS } from './texts.id';

/**
 * The public site's texts are typed modules (here and content/id/), not a message library: each page's
 * chunk carries only plain objects, and a missing Indonesian text is a type error at build time.
 */
const TEXTS: Readonly<Record<SiteLanguage, SiteTexts>> = { en: EN_TEXTS, id: ID_TEXTS };

/** The language of the page shown: from its path (/id/... is Indonesian). */
export function useSiteLanguage(): SiteLanguage {
  return languageOfPath(useLocation().pathname);
}

/** The site's own texts in the page's language. */
export function useTexts(): SiteTexts {
  return TEXTS[useSiteLanguage()];
}

/** The site's texts in a given language (an offer made in the language it offers). */
export function textsIn(language: SiteLanguage): SiteTexts {
  return TEXTS[language];
}

/** Picks the page language's version of some content. */
export function useLocalized<T>(versions: Readonly<Record<SiteLanguage, T>>): T {
  return versions[useSiteLanguage()];
}

/** Maps a path as English pages write it ('/about') to the link on this page's language ('/id/about'). */
export function useLocalPath(): (path: string) => string {
  const language = useSiteLanguage();
  return useCallback((path: string) => pathInLanguage(path, language), [language]);
}
