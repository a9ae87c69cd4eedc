import type { AppConfig } from '../../config/app-config';

/** What the policy is built from: where the site is, where its remotes are, what /form and /contact embed. */
export type PolicyConfig = Pick<AppConfig, 'publicUrl' | 'web' | 'site'>;

/**
 * The two parts of the policy that change per response: the script nonce, and who may frame the
 * page. `D` is whatever stands for them: helmet's per-request functions, or plain text in tests.
 */
export interface DynamicSources<D> {
  nonce: D;
  frameAncestors: D;
}

/**
 * The site's Content-Security-Policy, directive by directive, built once at start-up from the
 * configuration. Every script is either a file from this origin or a configured remote's origin,
 * or an inline script carrying the response's nonce; nothing may be eval'd.
 */
export function cspDirectives<D>(config: PolicyConfig, dynamic: DynamicSources<D>): Record<string, (string | D)[]> {
  const site = siteOrigin(config.publicUrl);
  const https = site.startsWith('https:');
  // A remote given as an absolute URL lives on another origin, and its manifest, entry, chunks,
  // CSS, fonts and images all come from there (the remote's webpack publicPath is its own origin).
  const remotes = unique([config.web.publicSiteRemoteUrl, config.web.adminRemoteUrl].map((url) => sourceOf(url, site)).filter(isOther));
  const frames = unique([config.site.formUrl, config.site.mapUrl].map((url) => sourceOf(url, site)).filter(isDefined));

  const directives: Record<string, (string | D)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", dynamic.nonce, ...remotes],
    // No inline event handlers (onclick="..."): React never writes them.
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only: the admin's antd writes its CSS-in-JS into <style> tags at run time,
    // react-quill and React's style props write style="" attributes (which no nonce or hash can cover), and
    // the server-rendered pages inline their critical CSS. A nonce in this list would switch 'unsafe-inline'
    // off, so there is none. Styles cannot run code; the script rules above are what stop injected code.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Posts may embed pictures from any http(s) address (the blog HTML allowlist keeps <img src> on http,
    // https, data: and /uploads), so any https: host must load; http: ones too on a plain-http site. On an
    // https site upgrade-insecure-requests turns http: pictures into https: before this rule is checked.
    'img-src': ["'self'", 'data:', 'https:', ...(https ? [] : ['http:']), ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The shell reads the remotes' mf-manifest.json with fetch().
    'connect-src': ["'self'", ...remotes],
    // Only the configured registration form (/form) and map (/contact).
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [dynamic.frameAncestors],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header's text for given directives, in the order given (what helmet writes; used by tests and logs). */
export function policyText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The CSP source expression that allows `url`: 'self' for an address on this site (a path), the
 * origin for an http(s) one (a scheme-relative //host/... one takes the site's scheme), `data:` for a
 * data: address (it has no origin to name), and undefined for anything else (empty, malformed, or
 * a scheme such as javascript: that no policy should ever allow).
 */
export function sourceOf(url: string, site: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//');
  if (!absolute) return "'self'";
  let parsed: URL;
  try {
    parsed = new URL(trimmed, site);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  return parsed.protocol === 'data:' ? 'data:' : undefined;
}

/** The origin of PUBLIC_URL (it may carry a base path). */
function siteOrigin(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/** An http(s) origin other than the site's own, which 'self' already allows; a remote is never a data: address. */
function isOther(source: string | undefined): source is string {
  return source !== undefined && /^https?:/.test(source);
}

function isDefined(source: string | undefined): source is string {
  return source !== undefined;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
