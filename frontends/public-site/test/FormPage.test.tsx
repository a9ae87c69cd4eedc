import { render, screen } from '@testing-library/react';
import { FORM_IFRAME_HEIGHT, REGISTRATION_FORM_PATH, type SiteConfig } from '@csec/contracts';
import FormPage from '../src/pages/FormPage';
import { TestRouter } from './router';

const config = (formUrl: string): SiteConfig => ({
  remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  formUrl,
  mapUrl: 'https://maps.example/embed',
  contact: { email: 'admin@csec.example', phone: '+62 21 5555 0100', address: 'Jl. Sudirman 1, Jakarta' },
  timeZone: 'Asia/Jakarta',
});

function renderForm(siteConfig: SiteConfig, path = '/form') {
  // The shell inlines the config into the page; the page reads it from there.
  window.__SITE_CONFIG__ = siteConfig;
  return render(
    <TestRouter path={path}>
      <FormPage />
    </TestRouter>,
  );
}

describe('form page', () => {
  afterEach(() => {
    delete window.__SITE_CONFIG__;
    jest.restoreAllMocks();
  });

  it('embeds the configured form 1400px high and logs its address', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    renderForm(config('https://forms.example/register'));
    const frame = screen.getByTitle('Registration form');
    expect(frame).toHaveAttribute('src', 'https://forms.example/register');
    expect(frame).toHaveAttribute('height', String(FORM_IFRAME_HEIGHT));
    expect(frame).toHaveStyle({ height: `${FORM_IFRAME_HEIGHT}px` });
    expect(log).toHaveBeenCalledWith('Form URL:', 'https://forms.example/register');
  });

  it("on /id/form, frames the Indonesian version of the product's own form; an external form as configured", () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { unmount } = renderForm(config(REGISTRATION_FORM_PATH), '/id/form');
    expect(screen.getByTitle('Formulir pendaftaran')).toHaveAttribute('src', `/id${REGISTRATION_FORM_PATH}`);
    unmount();
    renderForm(config('https://forms.example/register'), '/id/form');
    expect(screen.getByTitle('Formulir pendaftaran')).toHaveAttribute('src', 'https://forms.example/register');
  });

  it('shows the contact details instead of an empty frame when no form is configured', () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    renderForm(config(''));
    expect(screen.queryByTitle('Registration form')).not.toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('admin@csec.example');
    expect(notice).toHaveTextContent('+62 21 5555 0100');
    expect(notice).toHaveTextContent('Jl. Sudirman 1, Jakarta');
  });
});
