import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { REGISTRATION_FORM_PATH } from '@csec/contracts';
import { cspDirectives, type PolicyConfig } from './content-security-policy';
import { isNonce, newNonce } from './csp-nonce';

/** The only page another page may frame: the product's registration form, framed by the site's own /form. */
const frameable = (path: string) => path === REGISTRATION_FORM_PATH || path === `${REGISTRATION_FORM_PATH}/`;
/** Files other origins may load: the remotes (a shell elsewhere loads them) and uploaded images (feed readers, embeds). */
const SHARED_FILES = /^\/(remotes|uploads)\//;

const CSP = 'Content-Security-Policy';

interface NonceLocals {
  cspNonce?: string;
}

/**
 * The security headers of every response (pages, JSON, files, uploads, 404s and errors alike),
 * configured once here and installed as the first middleware:
 * - Content-Security-Policy (content-security-policy.ts) with a nonce of its own per response, which
 *   pages write into their inline scripts (cspNonce()); frame-ancestors 'none' except on the form;
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin;
 * - Strict-Transport-Security only when PUBLIC_URL is https (a plain-http site cannot promise it);
 * - X-Frame-Options for browsers without frame-ancestors, agreeing with it;
 * - Cross-Origin-Resource-Policy same-origin, but cross-origin on /remotes and /uploads, whose
 *   files are meant to be loaded by other origins (the remotes also answer CORS, static-files.ts);
 * - helmet's other defaults (Cross-Origin-Opener-Policy same-origin, Origin-Agent-Cluster,
 *   X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection: 0).
 */
export function securityHeaders(config: PolicyConfig): RequestHandler {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(config, {
        nonce: (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`,
        frameAncestors: (req: IncomingMessage) => (frameable((req as Request).path) ? "'self'" : "'none'"),
      }),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year; not includeSubDomains or preload: other hosts of the domain are not this server's to promise.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Frame-Options', frameable(req.path) ? 'SAMEORIGIN' : 'DENY');
    res.setHeader('Cross-Origin-Resource-Policy', SHARED_FILES.test(req.path) ? 'cross-origin' : 'same-origin');
    headers(req, res, next);
  };
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
