import type { SiteLanguage } from '@csec/contracts';

/**
 * The language offer's few words, in the language each offers (English to a reader of an Indonesian page
 * whose browser prefers English, and the other way round). Kept apart from the rest of the texts, which
 * are a chunk per language: making the offer does not load the other language's texts.
 */
export const OFFER_TEXTS: Readonly<Record<SiteLanguage, { label: string; text: string; link: string; dismiss: string }>> = {
  en: { label: 'Language', text: 'This page is also available in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  id: { label: 'Bahasa', text: 'Halaman ini juga tersedia dalam Bahasa Indonesia.', link: 'Baca dalam Bahasa Indonesia', dismiss: 'Tutup' },
};
