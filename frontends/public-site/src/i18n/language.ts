import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, pathInLanguage, type SiteLanguage } from '@csec/contracts';
import type { SiteTexts } from './texts.en';

/**
 * The public site's texts are typed modules (here and content/id/), not a message library: a missing
 * Indonesian text is a type error at build time. Each language's texts are a chunk of their own,
 * loaded when a page in that language is first shown: a first visit downloads one language only.
 */
const LOADERS: Readonly<Record<SiteLanguage, () => Promise<SiteTexts>>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './texts.en').then((module) => module.EN_TEXTS),
  id: () => import(/* webpackChunkName: "texts-id" */ './texts.id').then((module) => module.ID_TEXTS),
};
const loaded: Partial<Record<SiteLanguage, SiteTexts>> = {};
const loading = new Map<SiteLanguage, Promise<SiteTexts>>();

/** Loads a language's texts (once); settles when `textsIn` has them. */
export function loadTexts(language: SiteLanguage): Promise<SiteTexts> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((texts) => (loaded[language] = texts));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * A language's texts; until they are loaded, the component waits (suspends) for them. The server
 * render waits too, and in the browser a page hydrating meanwhile keeps the server's markup until
 * they are in; a move to the other language keeps the page it leaves on screen until then.
 */
export function textsIn(language: SiteLanguage): SiteTexts {
  const texts = loaded[language];
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol is to throw the promise
  if (!texts) throw loadTexts(language);
  return texts;
}

/** The language of the page shown: from its path (/id/... is Indonesian). */
export function useSiteLanguage(): SiteLanguage {
  return languageOfPath(useLocation().pathname);
}

/** The site's own texts in the page's language. */
export function useTexts(): SiteTexts {
  return textsIn(useSiteLanguage());
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
