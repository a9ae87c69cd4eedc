import { browserLanguage } from './browserLanguage';

describe('browserLanguage', () => {
  it('is Indonesian when the browser puts Indonesian first', () => {
    expect(browserLanguage(['id'])).toBe('id');
    expect(browserLanguage(['id-ID', 'en-US'])).toBe('id');
    expect(browserLanguage(['ID-id'])).toBe('id');
  });

  it('is English otherwise', () => {
    expect(browserLanguage(['en-US', 'id-ID'])).toBe('en');
    expect(browserLanguage(['ms-MY'])).toBe('en');
    expect(browserLanguage(['idx'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
