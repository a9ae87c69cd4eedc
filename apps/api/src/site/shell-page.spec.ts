import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { SiteConfig } from '../common/views/api-views';
import { ShellPage } from './shell-page';
import { NONCE_PLACEHOLDER } from '../common/http/csp-nonce';

const config: SiteConfig = {
  remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  formUrl: 'https://forms.example.com/?a=1&b=</script><script>alert(1)</script>',
  mapUrl: 'https://maps.example.com/embed',
  contact: { email: 'admin@example.com', phone: '+62 21 0000', address: 'Jl. Sudirman\u2028Jakarta' },
  timeZone: 'Asia/Jakarta',
};

describe('ShellPage', () => {
  let dir: string;
  let index: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-shell-page-'));
    index = path.join(dir, 'index.html');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('inlines the config at the end of <head>, unable to close its script element, with the nonce placeholder', async () => {
    fs.writeFileSync(index, '<html><head><title>CSEC</title></head><body></body></html>');

    const html = (await new ShellPage(index, config).html()) ?? '';

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = new RegExp(`<script nonce="${NONCE_PLACEHOLDER}">window\\.__SITE_CONFIG__=(.*)</script></head>`).exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(config);
  });

  it("replaces the template's title and description with the page's head", async () => {
    fs.writeFileSync(index, '<html><head><meta name=description content="Default"><title>CSEC</title></head><body><div id=root></div></body></html>');
    const page = new ShellPage(index, config);

    const html = (await page.html({ head: '<title>Blog | CSEC</title><meta name="description" content="News">', ownTitle: true })) ?? '';

    expect(html).toContain(`<title>Blog | CSEC</title><meta name="description" content="News"><script nonce="${NONCE_PLACEHOLDER}">window.__SITE_CONFIG__=`);
    expect(html).not.toContain('Default');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id=root></div>');
    expect(await page.html()).toContain('<title>CSEC</title>');
  });

  it('puts server-rendered markup in #root, marked for hydration, and drops the "needs JavaScript" note', async () => {
    fs.writeFileSync(index, '<html><head><title>CSEC</title></head><body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>');

    const html =
      (await new ShellPage(index, config).html({
        head: '<title>Home</title>',
        ownTitle: true,
        root: { html: '<h1>$& Welcome</h1>', after: '<script>1</script>' },
      })) ?? '';

    expect(html).toContain('<div id="root" data-ssr><h1>$& Welcome</h1></div><script>1</script></body>');
    expect(html).not.toContain('noscript');
  });

  it('names the public-site build that rendered the page as the remote to load, the rest of the config unchanged', async () => {
    fs.writeFileSync(index, '<html><head><title>CSEC</title></head><body><div id=root></div></body></html>');
    const page = new ShellPage(index, config);
    const siteConfigOf = (html: string | undefined) => JSON.parse(/window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(html ?? '')?.[1] ?? 'null') as SiteConfig;

    const entry = 'https://public-site.example.com/remoteEntry.0123456789abcdef0123.js';
    const rendered = siteConfigOf(await page.html({ head: '', root: { html: '<h1>Home</h1>', after: '' }, publicSiteEntry: entry }));

    expect(rendered).toEqual({ ...config, remotes: { ...config.remotes, publicSite: entry } });
    expect(siteConfigOf(await page.html({ head: '' }))).toEqual(config);
  });

  it('is undefined while the shell is not built, and follows a rebuild', async () => {
    const page = new ShellPage(index, config);
    await expect(page.html()).resolves.toBeUndefined();

    fs.writeFileSync(index, '<html><head><script defer src=/main.aaaaaaaaaaaaaaaa.js></script></head></html>');
    expect(await page.html()).toContain('main.aaaaaaaaaaaaaaaa.js');

    fs.writeFileSync(index, '<html><head><script defer src=/main.bbbbbbbbbbbbbbbb.js></script></head></html>');
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
    expect(await page.html()).toContain('main.bbbbbbbbbbbbbbbb.js');
  });
});
