import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageOffer, OFFER_DISMISSED_KEY } from '../src/layout/LanguageOffer';
import { TestRouter } from './router';

function browserPrefers(...languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const renderAt = (path: string) =>
  render(
    <TestRouter path={path}>
      <LanguageOffer />
    </TestRouter>,
  );

describe('language offer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('offers an Indonesian reader of an English page the same page in Indonesian, in Indonesian', () => {
    browserPrefers('id-ID', 'en');
    renderAt('/product/encryptor');
    const offer = screen.getByRole('complementary', { name: 'Bahasa' });
    expect(offer).toHaveAttribute('lang', 'id');
    expect(offer).toHaveTextContent('Halaman ini juga tersedia dalam Bahasa Indonesia.');
    expect(screen.getByRole('link', { name: 'Baca dalam Bahasa Indonesia' })).toHaveAttribute('href', '/id/product/encryptor');
  });

  it('offers English on an Indonesian page to a browser that prefers English, and nothing to one that prefers neither', () => {
    browserPrefers('en-GB');
    const { unmount } = renderAt('/id/about');
    expect(screen.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/about');
    unmount();
    browserPrefers('fr-FR', 'id');
    renderAt('/about');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says nothing when the page is already in the preferred language, and stays closed once dismissed', () => {
    browserPrefers('en-US');
    const first = renderAt('/contact');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();

    browserPrefers('id');
    const second = renderAt('/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem(OFFER_DISMISSED_KEY)).toBe('1');
    second.unmount();
    renderAt('/about');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
