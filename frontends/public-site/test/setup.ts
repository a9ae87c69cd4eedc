import '@testing-library/jest-dom';

// jsdom has no layout, so it cannot scroll; the pages' scroll-to-top calls do nothing here.
window.scrollTo = () => undefined;
