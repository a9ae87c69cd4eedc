import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { PAGE_SNAPSHOT_GLOBAL, SITE_CONFIG_GLOBAL, SSR_ROOT_ATTRIBUTE, type RenderPage } from '@csec/contracts';
import { SitePages } from '../src/site/site-pages';
import { bearer, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';
import { makePng } from './support/images';

/**
 * The security headers on every kind of response, and the CSP nonce on pages: rendered on the
 * server and cached, client-rendered, revalidated. The site is served from a small build folder.
 */
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default description"><title>CSEC</title>' +
  `<style>${'.shell-loading{display:flex;align-items:center}'.repeat(30)}</style>` +
  '<script defer src=/main.0123456789abcdef0123.js></script></head><body><noscript>Needs JavaScript</noscript><div id=root></div></body></html>';

/** The pages as the public-site remote's server build renders them: every path, with data big enough to be compressed. */
const renderPage: RenderPage = async ({ url }) => ({
  html: `<main><h1>Rendered ${url.replace(/[<&]/g, '')}</h1><p>${'Ground stations are the weak point. '.repeat(40)}</p></main>`,
  status: 200,
  title: `Page ${url.replace(/[<&]/g, '')}`,
  data: { '/api/blogs/publish': { ok: true, data: { words: 'Ground stations are the weak point. '.repeat(40) } } },
});

/**
 * Pages rendered on the server, as with the real build: the API loads that build through Module
 * Federation's Node loader, which needs a dynamic import() that Jest's sandbox refuses (without
 * --experimental-vm-modules), so here the loaded remote is stood in for. Rendering, caching and
 * the nonces are the application's own; the browser tests run the real server build.
 */
function standInServerBuild(t: TestApp): void {
  const remote = {
    get: async () => ({ version: 'e2e', render: renderPage, styles: [{ href: 'styles.css', text: 'main{margin:0}' }], assetBase: '/remotes/public-site/' }),
  };
  Object.assign(t.app.get(SitePages), { remote });
}

function writeDist(root: string): void {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/index.html', SHELL_INDEX);
  write('shell/main.0123456789abcdef0123.js', 'console.log("shell")');
  write('public-site/mf-manifest.json', JSON.stringify({ id: 'public_site', metaData: { publicPath: 'auto' } }));
  write('public-site/remoteEntry.js', 'var public_site = {};');
  write('admin/mf-manifest.json', JSON.stringify({ id: 'admin', metaData: { publicPath: 'auto' } }));
  write('admin/remoteEntry.js', 'var admin = {};');
}

/** The policy as a map of directive to its values. */
function policyOf(headers: http.IncomingHttpHeaders | Record<string, string>): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as [string, string[]]),
  );
}

function nonceOf(headers: http.IncomingHttpHeaders | Record<string, string>): string {
  const sources = policyOf(headers).get('script-src') ?? [];
  const nonces = sources.filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0].slice("'nonce-".length, -1);
}

/** The nonces of the page's inline scripts (every <script> without src, JSON-LD data blocks aside). */
function inlineScriptNonces(html: string): (string | undefined)[] {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags.filter((tag) => !/\bsrc=/.test(tag) && !/application\/ld\+json/.test(tag)).map((tag) => /\bnonce="([^"]*)"/.exec(tag)?.[1]);
}

/** A plain GET that leaves the body as it came on the wire. */
function rawGet(t: TestApp, urlPath: string, headers: Record<string, string> = {}) {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('Security headers', () => {
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-headers-'));
    writeDist(dist);
  });

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  describe('with the default settings (http PUBLIC_URL, remotes on the site, the own form, the OpenStreetMap map)', () => {
    let t: TestApp;
    let upload: string;

    beforeAll(async () => {
      t = await startTestApp({ WEB_DIST_DIR: dist });
      standInServerBuild(t);
      const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      const res = await t.http
        .post('/api/upload')
        .set(bearer(token))
        .attach('file', await makePng(40, 30), { filename: 'cover.png', contentType: 'image/png' })
        .expect(201);
      upload = res.body.url as string;
    });

    afterAll(() => t.close());

    const EVERY_RESPONSE: [label: string, request: () => Promise<{ status: number; headers: http.IncomingHttpHeaders }>, status: number][] = [
      ['the home page', () => rawGet(t, '/'), 200],
      ['a post page whose post does not exist (the not-found page)', () => rawGet(t, '/blog/securing-satellite-links'), 404],
      ['the dashboard login', () => rawGet(t, '/login/admin'), 200],
      ['public JSON, first and cached', () => rawGet(t, '/api/blogs/publish'), 200],
      ['public JSON from the cache', () => rawGet(t, '/api/blogs/publish'), 200],
      ['an API 404', () => rawGet(t, '/api/no/such/route'), 404],
      ['an API failure (401)', () => rawGet(t, '/api/users'), 401],
      ['an uploaded image', () => rawGet(t, upload), 200],
      ['a missing upload', () => rawGet(t, '/uploads/no-such-file.png'), 404],
      ["a remote's manifest", () => rawGet(t, '/remotes/public-site/mf-manifest.json'), 200],
      ["a remote's entry", () => rawGet(t, '/remotes/admin/remoteEntry.js'), 200],
      ['a missing remote file', () => rawGet(t, '/remotes/admin/nothing.js'), 404],
      ['the registration form', () => rawGet(t, '/forms/registration'), 200],
      ['Swagger UI', () => rawGet(t, '/api/docs'), 200],
      ["Swagger UI's script", () => rawGet(t, '/api/docs/swagger-ui-init.js'), 200],
      ['the RSS feed', () => rawGet(t, '/rss.xml'), 200],
    ];

    /** API answers (JSON, the API's 404s and refusals) are no documents: one static policy that allows nothing. */
    const API_ANSWERS = ['public JSON, first and cached', 'public JSON from the cache', 'an API 404', 'an API failure (401)'];
    const commonHeaders = (res: { headers: http.IncomingHttpHeaders }) => {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // PUBLIC_URL is http: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    };

    it.each(EVERY_RESPONSE.filter(([label]) => API_ANSWERS.includes(label)))(
      'are on every API answer, with a static policy that allows nothing: %s',
      async (_label, send, status) => {
        const res = await send();
        expect(res.status).toBe(status);
        expect(res.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
        commonHeaders(res);
      },
    );

    it.each(EVERY_RESPONSE.filter(([label]) => !API_ANSWERS.includes(label)))('are on every other response: %s', async (_label, send, status) => {
      const res = await send();
      expect(res.status).toBe(status);
      const policy = policyOf(res.headers);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9_-]{22}'$/);
      // Remotes on the site's own origin add nothing to the lists.
      expect(scripts).toHaveLength(2);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org']);
      expect(policy.get('img-src')?.slice(0, 2)).toEqual(["'self'", 'data:']);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      const header = String(res.headers['content-security-policy']);
      expect(header).not.toContain("'unsafe-eval'");
      expect(header.replace(/style-src[^;]*/, '')).not.toContain("'unsafe-inline'");
      commonHeaders(res);
    });

    it.each(EVERY_RESPONSE.filter(([label]) => label !== 'the registration form'))('let nothing frame them: %s', async (_label, send) => {
      const res = await send();
      expect(policyOf(res.headers).get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('let the site itself, and only it, frame the registration form in either language (its /form pages do)', async () => {
      for (const url of ['/forms/registration', '/forms/registration/', '/forms/registration?sent=1', '/id/forms/registration']) {
        const res = await rawGet(t, url);
        expect(policyOf(res.headers).get('frame-ancestors')).toEqual(["'self'"]);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      // A sent form (its POST) and its refusal too.
      const refused = await t.http.post('/forms/registration').type('form').send({ name: '' }).expect(400);
      expect(policyOf(refused.headers).get('frame-ancestors')).toEqual(["'self'"]);
    });

    it("keep the remotes' files and the uploads loadable from other origins (CORS for the shell, cross-origin resources)", async () => {
      for (const url of ['/remotes/public-site/mf-manifest.json', '/remotes/admin/remoteEntry.js']) {
        const res = await rawGet(t, url, { Origin: 'https://shell.example.com' });
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
      expect((await rawGet(t, upload)).headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await rawGet(t, '/')).headers['cross-origin-resource-policy']).toBe('same-origin');
      expect((await rawGet(t, '/api/blogs/publish')).headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('answer no Access-Control-Allow-Origin to a foreign origin on the API', async () => {
      const origin = 'https://attacker.example';
      for (const url of ['/api/blogs/publish', '/api/site-config', '/api/categories', '/api/no/such/route']) {
        const res = await rawGet(t, url, { Origin: origin });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
      const preflight = await t.http
        .options('/api/login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const posted = await t.http.post('/api/login').set('Origin', origin).send({ email: SUPERADMIN.email, password: 'wrong-password-1' });
      expect(posted.headers['access-control-allow-origin']).toBeUndefined();
    });

    describe('nonces', () => {
      it('a server-rendered page is cached, yet every response has a nonce of its own, in its header and on each inline script', async () => {
        const nonces = new Set<string>();
        const states: string[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await rawGet(t, '/about');
          expect(res.status).toBe(200);
          states.push(String(res.headers['x-cache']));
          const html = res.body.toString();
          expect(html).toContain(SSR_ROOT_ATTRIBUTE);
          expect(html).toContain(`window.${SITE_CONFIG_GLOBAL}=`);
          expect(html).toContain(`window.${PAGE_SNAPSHOT_GLOBAL}=`);
          const nonce = nonceOf(res.headers);
          const scripts = inlineScriptNonces(html);
          // The site config, the page's data and the loader of the shell's code.
          expect(scripts).toEqual([nonce, nonce, nonce]);
          nonces.add(nonce);
        }
        expect(states).toEqual(['MISS', 'HIT', 'HIT']);
        expect(nonces.size).toBe(3);
      });

      it('the gzip answer of a cached page carries its own nonce too; a client taking only Brotli gets it uncompressed', async () => {
        await rawGet(t, '/blog');
        const seen = new Set<string>();
        for (let i = 0; i < 2; i++) {
          const res = await rawGet(t, '/blog', { 'Accept-Encoding': 'gzip, deflate, br' });
          expect(res.headers['x-cache']).toBe('HIT');
          expect(res.headers['content-encoding']).toBe('gzip');
          expect(Number(res.headers['content-length'])).toBe(res.body.length);
          const html = zlib.gunzipSync(res.body).toString();
          const nonce = nonceOf(res.headers);
          expect(inlineScriptNonces(html)).toEqual([nonce, nonce, nonce]);
          seen.add(nonce);
        }
        expect(seen.size).toBe(2);
        const brOnly = await rawGet(t, '/blog', { 'Accept-Encoding': 'br' });
        expect(brOnly.headers['content-encoding']).toBeUndefined();
        expect(inlineScriptNonces(brOnly.body.toString())).toEqual(Array(3).fill(nonceOf(brOnly.headers)));
      });

      it('a revalidated page answers 304 with the policy of the copy the browser holds, and is private to it', async () => {
        const first = await rawGet(t, '/products');
        const held = nonceOf(first.headers);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        const etag = String(first.headers.etag);
        expect(etag).toMatch(new RegExp(`^".+\\.${held}"$`));
        const again = await rawGet(t, '/products', { 'If-None-Match': etag });
        expect(again.status).toBe(304);
        expect(nonceOf(again.headers)).toBe(held);
        expect(again.headers.etag).toBe(etag);
        // A made-up nonce in If-None-Match is never echoed unless it names this content.
        const other = await rawGet(t, '/products', { 'If-None-Match': '"another-page.AAAAAAAAAAAAAAAAAAAAAA"' });
        expect(other.status).toBe(200);
        expect(nonceOf(other.headers)).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
        const malformed = await rawGet(t, '/products', { 'If-None-Match': etag.replace(held, "x' 'unsafe-inline") });
        expect(malformed.status).toBe(200);
        expect(String(malformed.headers['content-security-policy'])).not.toContain("unsafe-inline'; ");
        expect(inlineScriptNonces(malformed.body.toString())).toEqual(Array(3).fill(nonceOf(malformed.headers)));
      });

      it('the client-rendered dashboard login carries its response nonce on its inline scripts', async () => {
        const nonces = new Set<string>();
        for (let i = 0; i < 2; i++) {
          const res = await rawGet(t, '/login/admin');
          const nonce = nonceOf(res.headers);
          // The site config and the loader of the shell's code.
          expect(inlineScriptNonces(res.body.toString())).toEqual([nonce, nonce]);
          nonces.add(nonce);
        }
        expect(nonces.size).toBe(2);
      });
    });
  });

  describe('with an https PUBLIC_URL, remotes on other origins and an external form and map', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp({
        WEB_DIST_DIR: dist,
        PUBLIC_URL: 'https://www.csec.test',
        PUBLIC_SITE_REMOTE_URL: 'https://cdn.csec.test/public-site/mf-manifest.json',
        ADMIN_REMOTE_URL: 'https://admin-cdn.example.net:8443/admin/mf-manifest.json',
        FORM_URL: 'https://forms.example.com/event/register?ref=site',
        MAP_URL: 'https://maps.example.org/embed?lat=1&lon=2',
      });
    });

    afterAll(() => t.close());

    it.each(['/', '/api/blogs/publish', '/api/no/such/route', '/remotes/admin/remoteEntry.js'])('sends HSTS: %s', async (url) => {
      expect((await rawGet(t, url)).headers['strict-transport-security']).toBe('max-age=31536000');
    });

    // An API answer loads nothing, so it has nothing to upgrade.
    it.each(['/', '/remotes/admin/remoteEntry.js'])('upgrades insecure requests: %s', async (url) => {
      expect(policyOf((await rawGet(t, url)).headers).has('upgrade-insecure-requests')).toBe(true);
    });

    it("names the remotes' origins in script-src, connect-src and style-src, and only the form and map in frame-src", async () => {
      const policy = policyOf((await rawGet(t, '/')).headers);
      const remotes = ['https://cdn.csec.test', 'https://admin-cdn.example.net:8443'];
      expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/), ...remotes]);
      expect(policy.get('connect-src')).toEqual(["'self'", ...remotes]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
      expect(policy.get('frame-src')).toEqual(['https://forms.example.com', 'https://maps.example.org']);
      // Posts' pictures from any https address; http ones are upgraded first.
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', ...remotes]);
    });
  });
});
