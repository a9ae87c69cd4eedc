import { cspDirectives, policyText, sourceOf, type PolicyConfig } from './content-security-policy';

const DEFAULT_MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=106.8120%2C-6.2200&layer=mapnik';

function config(overrides: { publicUrl?: string; publicSite?: string; admin?: string; form?: string; map?: string } = {}): PolicyConfig {
  return {
    publicUrl: overrides.publicUrl ?? 'http://localhost:3000',
    web: {
      distDir: undefined,
      publicSiteRemoteUrl: overrides.publicSite ?? '/remotes/public-site/mf-manifest.json',
      adminRemoteUrl: overrides.admin ?? '/remotes/admin/mf-manifest.json',
    },
    site: {
      formUrl: overrides.form ?? '/forms/registration',
      mapUrl: overrides.map ?? DEFAULT_MAP,
      contactEmail: 'admin@csec.co.id',
      contactPhone: '+62',
      contactAddress: 'Jakarta',
      timeZone: 'Asia/Jakarta',
    },
  };
}

const policy = (c: PolicyConfig, frameAncestors = "'none'") => cspDirectives(c, { nonce: "'nonce-abc'", frameAncestors: frameAncestors });

describe('cspDirectives', () => {
  it("with the defaults: own scripts and nonce'd inline ones, nothing eval'd, nothing embedded but the form and the map", () => {
    expect(policyText(policy(config()))).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https: http:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self' https://www.openstreetmap.org",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join(';'),
    );
  });

  it('never allows inline scripts or eval without the nonce', () => {
    for (const c of [config(), config({ publicUrl: 'https://www.csec.co.id', publicSite: 'https://cdn.example.com/mf-manifest.json' })]) {
      const scripts = policy(c)['script-src'];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('data:');
      expect(scripts).not.toContain('https:');
    }
  });

  it('names remotes on other origins wherever their files are loaded from, each origin once', () => {
    const directives = policy(
      config({ publicSite: 'https://cdn.example.com/public-site/mf-manifest.json', admin: 'https://cdn.example.com:8443/admin/mf-manifest.json' }),
    );
    const remotes = ['https://cdn.example.com', 'https://cdn.example.com:8443'];
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc'", ...remotes]);
    expect(directives['connect-src']).toEqual(["'self'", ...remotes]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(directives['font-src']).toEqual(["'self'", 'data:', ...remotes]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:', ...remotes]);
    const same = policy(config({ publicSite: 'https://cdn.example.com/a/mf-manifest.json', admin: 'https://cdn.example.com/b/mf-manifest.json' }));
    expect(same['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://cdn.example.com']);
  });

  it('frames only the configured form and map, or nothing when neither is set', () => {
    expect(policy(config({ form: 'https://forms.example.com/r?x=1', map: 'https://maps.example.org/embed' }))['frame-src']).toEqual([
      'https://forms.example.com',
      'https://maps.example.org',
    ]);
    expect(policy(config({ form: '', map: '' }))['frame-src']).toEqual(["'none'"]);
    expect(policy(config({ form: '', map: DEFAULT_MAP }))['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(policy(config({ form: 'https://maps.example.org/form', map: 'https://maps.example.org/embed' }))['frame-src']).toEqual(['https://maps.example.org']);
  });

  it('on an https site: upgrades insecure requests, so pictures need only https:', () => {
    const directives = policy(config({ publicUrl: 'https://www.csec.co.id' }));
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(policy(config())['upgrade-insecure-requests']).toBeUndefined();
  });

  it('takes the per-response parts as given', () => {
    const directives = cspDirectives(config(), { nonce: 1, frameAncestors: 2 });
    expect(directives['script-src']).toEqual(["'self'", 1]);
    expect(directives['frame-ancestors']).toEqual([2]);
  });
});

describe('sourceOf', () => {
  const site = 'https://www.csec.co.id';

  it.each([
    ['/forms/registration', "'self'"],
    ['forms/registration', "'self'"],
    ['https://forms.example.com/a?b=1#c', 'https://forms.example.com'],
    ['HTTPS://Forms.Example.COM:443/a', 'https://forms.example.com'],
    ['http://127.0.0.1:5000/mf-manifest.json', 'http://127.0.0.1:5000'],
    ['//cdn.example.com/x', 'https://cdn.example.com'],
    ['data:text/html,<h1>Form</h1>', 'data:'],
    ['', undefined],
    ['   ', undefined],
    ['javascript:alert(1)', undefined],
    ['https://', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(sourceOf(url, site)).toBe(expected);
  });

  it('never lets a data: address be a remote', () => {
    expect(policy(config({ publicSite: 'data:text/javascript,alert(1)' }))['script-src']).toEqual(["'self'", "'nonce-abc'"]);
  });
});
