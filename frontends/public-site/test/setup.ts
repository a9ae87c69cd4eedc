import '@testing-library/jest-dom';
import { SITE_LANGUAGES } from '@csec/contracts';
import { loadTexts } from '../src/i18n/language';

// The texts are loaded before a page in their language shows (the site suspends until then): here, before any test.
beforeAll(() => Promise.all(SITE_LANGUAGES.map(loadTexts)));

// jsdom has no layout, so it cannot scroll; the pages' scroll-to-top calls do nothing here.
window.scrollTo = () => undefined;
