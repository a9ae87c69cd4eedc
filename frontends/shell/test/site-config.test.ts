import type { SiteConfig } from '@csec/contracts';
import { loadSiteConfig } from '../src/config/site-config';

const config: SiteConfig = {
  remotes: { publicSite: 'https://cdn.example.com/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  formUrl: 'https://forms.example.com/register',
  mapUrl: 'https://maps.example.com/embed',
  contact: { email: 'admin@example.com', phone: '+62 21 0000', address: 'Jakarta' },
  timeZone: 'Asia/Jakarta',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

beforeEach(() => {
  delete window.__SITE_CONFIG__;
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof fetch;
});

describe('loadSiteConfig', () => {
  it('uses the config the API inlined into the page without a request', async () => {
    window.__SITE_CONFIG__ = config;

    await expect(loadSiteConfig()).resolves.toBe(config);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /api/site-config when the page has none, and keeps it on window for the remotes', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'Success', data: config }));

    await expect(loadSiteConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/api/site-config', expect.anything());
    expect(window.__SITE_CONFIG__).toEqual(config);
  });

  it('fails on an error status, so the shell can offer a retry', async () => {
    fetchMock.mockResolvedValue(answer(503, { status: 'Failed', error: true, message: 'Unavailable' }));

    await expect(loadSiteConfig()).rejects.toThrow('503');
    expect(window.__SITE_CONFIG__).toBeUndefined();
  });
});
