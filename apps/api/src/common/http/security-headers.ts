import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { REGISTRATION_FORM_PATH, withoutLanguage } from '@csec/contracts';
import { cspDirectives, policyText, type PolicyConfig } from './content-security-policy';
import { isNonce, newNonce } from './csp-nonce';

/** The only page another page may frame: the product's registration form (in each language), framed by the site's own /form. */
const frameable = (path: string) => {
  const page = withoutLanguage(path);
  return page === REGISTRATION_FORM_PATH || page === `${REGISTRATION_FORM_PATH}/`;
};
/** Files other origins may load: the remotes (a shell elsewhere loads them) and uploaded images (feed readers, embeds). */
const SHARED_FILES = /^\/(remotes|uploads)\//;

const CSP = 'Content-Security-Policy';

interface NonceLocals {
  cspNonce?: string;
}

/**
 * The policy of every API answer (JSON, and the API's own 404s and refusals): it is never a
 * document, so it may load, run, frame or submit nothing. Static, so no nonce is drawn for it.
 * Swagger UI, under /api/docs, is a page and takes the pages' policy.
 */
const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

/** Whether a path is the API's (JSON) rather than a page's: /api and under it, Swagger UI aside. */
function isApiPath(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && path !== '/api/docs' && !path.startsWith('/api/docs/');
}

/** Security headers as [name, value, name, value, ...], as response.writeHead() takes them. */
export interface SecurityHeaders {
  /** Every API answer's, the same on each. */
  api: readonly string[];
  /** A page's (any answer not the API's) for its path and its response's nonce. */
  page: (path: string, nonce: string) => string[];
}

/**
 * The security headers of every response (pages, JSON, files, uploads, 404s and errors alike),
 * configured once here:
 * - Content-Security-Policy (content-security-policy.ts) with a nonce of its own per response, which
 *   pages write into their inline scripts (cspNonce()); frame-ancestors 'none' except on the form;
 *   API answers take the static API_POLICY instead;
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin;
 * - Strict-Transport-Security only when PUBLIC_URL is https (a plain-http site cannot promise it);
 * - X-Frame-Options for browsers without frame-ancestors, agreeing with it;
 * - Cross-Origin-Resource-Policy same-origin, but cross-origin on /remotes and /uploads, whose
 *   files are meant to be loaded by other origins (the remotes also answer CORS, static-files.ts);
 * - helmet's other defaults (Cross-Origin-Opener-Policy same-origin, Origin-Agent-Cluster,
 *   X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection: 0).
 *
 * Every header but the pages' policy is the same on every response of its kind, so the lists are
 * computed once at start-up (helmet is run once, against a recording response) rather than by
 * helmet on every response: on cached public reads helmet's per-response work was 2-3 % of the
 * server's CPU. createApp() installs them as the first middleware (securityHeaders) and hands them
 * to the cache-hit listener (cache-hits.ts).
 */
export function createSecurityHeaders(config: PolicyConfig): SecurityHeaders {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const common = recordedHeaders(
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // One year; not includeSubDomains or preload: other hosts of the domain are not this server's to promise.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      xFrameOptions: false,
      crossOriginResourcePolicy: false,
    }),
  );
  const policy = pagePolicy(config);
  return {
    api: [...common, 'X-Frame-Options', 'DENY', 'Cross-Origin-Resource-Policy', 'same-origin', CSP, API_POLICY],
    page: (path, nonce) => {
      const framed = frameable(path);
      return [
        ...common,
        'X-Frame-Options',
        framed ? 'SAMEORIGIN' : 'DENY',
        'Cross-Origin-Resource-Policy',
        SHARED_FILES.test(path) ? 'cross-origin' : 'same-origin',
        CSP,
        policy(framed, nonce),
      ];
    },
  };
}

/** The middleware that sets them on every response Express answers. */
export function securityHeaders(headers: SecurityHeaders): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const list = isApiPath(req.path) ? headers.api : headers.page(req.path, nonceOf(res));
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
    next();
  };
}

/** The pages' policy for a nonce, from its text built once (framed: the registration form, which the site may frame). */
function pagePolicy(config: PolicyConfig): (framed: boolean, nonce: string) => string {
  const NONCE = '\u0000nonce\u0000';
  const template = (framed: boolean) => policyText(cspDirectives(config, { nonce: NONCE, frameAncestors: framed ? "'self'" : "'none'" })).split(NONCE);
  const [framedParts, unframedParts] = [template(true), template(false)];
  return (framed, nonce) => {
    const parts = framed ? framedParts : unframedParts;
    return parts.join(`'nonce-${nonce}'`);
  };
}

/** What a middleware sets on a response that records it: helmet's headers, which depend on nothing per request. */
function recordedHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): string[] {
  const headers: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push(name, String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return headers;
}

/** The nonce of this response's Content-Security-Policy, for its inline scripts. */
export function cspNonce(res: Response): string {
  return nonceOf(res);
}

/**
 * Answers with `nonce` instead of the response's own: for a 304 to a page the browser holds with
 * that nonce in its scripts (the browser keeps its copy and takes this response's policy).
 */
export function useNonce(res: Response, nonce: string): void {
  if (!isNonce(nonce)) throw new Error('Not a nonce');
  const locals = res.locals as NonceLocals;
  const header = res.getHeader(CSP);
  if (typeof header === 'string' && locals.cspNonce) res.setHeader(CSP, header.replace(`'nonce-${locals.cspNonce}'`, `'nonce-${nonce}'`));
  locals.cspNonce = nonce;
}

function nonceOf(res: ServerResponse): string {
  // helmet hands its directive functions Node's response; Express's carries locals.
  const locals = ((res as Response).locals ??= {}) as NonceLocals;
  return (locals.cspNonce ??= newNonce());
}
