import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { PublicBlogsService } from '../blogs/public-blogs.service';
import { buildSiteConfig } from './site-config';
import { resolveDistFolders, type DistFolders } from './dist-folders';
import { ShellPage } from './shell-page';
import { compressOnTheFly, sendStaticFile } from './static-files';
import { feedsHandler } from './feeds';
import { SitePages } from './site-pages';
import { sendCached } from '../common/cache/public-cache.middleware';
import { isRefusal, sendRefusal } from '../common/cache/uncached-work.service';
import { LeadsService } from '../leads/leads.service';
import { CONTACT_FORM_PATH, LANGUAGE_PREFIX, REGISTRATION_FORM_PATH, SITE_LANGUAGES } from '@csec/contracts';
import { CONTACT_FORM } from './forms/contact-form';
import { leadFormHandler } from './forms/lead-form';
import { registrationForm } from './forms/registration-form';
import { placeholderOffsets, withNonce } from '../common/http/csp-nonce';
import { cspNonce } from '../common/http/security-headers';
import { setPreviewHeaders } from '../blogs/previews/preview-headers';
import { NOT_PAGES } from './page-cache-key';

const logger = new Logger('Site');

const REMOTES = [
  { prefix: '/remotes/public-site', folder: 'publicSite', label: 'public site' },
  { prefix: '/remotes/admin', folder: 'admin', label: 'dashboard' },
] as const;

/**
 * Serves the built frontends on the API's port: the shell at / (its index.html, with the
 * site config inlined, for every path that is not an API call or a file), and each
 * remote under /remotes/. Call before app.init(): Nest adds its catch-all 404 there.
 */
export function mountSite(app: NestExpressApplication, config: AppConfig): void {
  const folders = resolveDistFolders(config);
  reportMissingBuilds(folders);
  const shellPage = new ShellPage(path.join(folders.shell, 'index.html'), buildSiteConfig(config));
  app.use(feedsHandler(app.get(PublicBlogsService), config.publicUrl));
  const leads = app.get(LeadsService);
  const registration = registrationForm(leads);
  for (const language of SITE_LANGUAGES) {
    // Each language's forms under its prefix: /forms/contact, /id/forms/contact, ...
    const prefix = LANGUAGE_PREFIX[language];
    app.use(prefix + REGISTRATION_FORM_PATH, leadFormHandler(leads, registration, language));
    app.use(prefix + CONTACT_FORM_PATH, leadFormHandler(leads, CONTACT_FORM, language));
    // A page cached or saved before its form named CONTACT_FORM_PATH posts to the page itself; 307 keeps the POST and its body.
    app.use(`${prefix}/contact`, (req: Request, res: Response, next: NextFunction) =>
      req.method === 'POST' && req.path === '/' ? res.redirect(307, prefix + CONTACT_FORM_PATH) : next(),
    );
  }
  app.use(siteHandler(folders, shellPage, app.get(SitePages)));
}

function siteHandler(folders: DistFolders, shellPage: ShellPage, pages: SitePages): RequestHandler {
  return (req, res, next) => {
    if (!isRead(req)) return next();
    const remote = REMOTES.find((candidate) => req.path.startsWith(`${candidate.prefix}/`));
    if (remote) {
      const root = folders[remote.folder];
      if (!fs.existsSync(root)) return notBuilt(res, `The ${remote.label} is not built yet.`);
      serveFile(req, res, next, root, req.path.slice(remote.prefix.length), { cors: true }).catch(next);
      return;
    }
    if (NOT_PAGES.test(req.path)) return next();
    if (path.posix.extname(req.path)) {
      serveFile(req, res, next, folders.shell, req.path, { cors: false }).catch(next);
      return;
    }
    sendPage(req, res, shellPage, pages).catch(next);
  };
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

async function serveFile(req: Request, res: Response, next: NextFunction, root: string, urlPath: string, options: { cors: boolean }) {
  if (!(await sendStaticFile(req, res, next, root, urlPath, options))) {
    res.status(404).type('text/plain').send('Not found');
  }
}

async function sendPage(req: Request, res: Response, shellPage: ShellPage, pages: SitePages): Promise<void> {
  let page: Awaited<ReturnType<SitePages['page']>>;
  try {
    page = await pages.page(req, shellPage);
  } catch (error) {
    if (isRefusal(error)) return sendRefusal(res, error, 'html');
    throw error;
  }
  if (!page) return notBuilt(res, 'The site is not built yet.');
  if (page.state === 'REDIRECT') {
    if (page.preview) {
      // The token is in both addresses: kept as private as the preview page itself.
      setPreviewHeaders(res);
      return res.redirect(302, page.location);
    }
    // Permanent for search engines, yet revalidated by browsers: the old name may be given to a category again.
    res.setHeader('Cache-Control', 'no-cache');
    return res.redirect(301, page.location);
  }
  if (page.state === 'HIT' || page.state === 'MISS') return sendCached(req, res, page.entry, 'text/html; charset=utf-8', page.state);
  const body = withNonce(page.entry.body, placeholderOffsets(page.entry.body), cspNonce(res));
  compressOnTheFly(req, res, () => {
    res.status(page.entry.status);
    if (page.state === 'PREVIEW') setPreviewHeaders(res);
    else res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html').send(body);
  });
}

function notBuilt(res: Response, what: string): void {
  res.status(503).setHeader('Retry-After', '60').type('text/plain').send(`${what} Run "npm run build:web" (or "npm run build") and reload this page.`);
}

function reportMissingBuilds(folders: DistFolders): void {
  const missing = [folders.shell, folders.publicSite, folders.admin].filter((folder) => !fs.existsSync(folder));
  if (missing.length > 0) {
    logger.warn(`Frontend builds missing, their pages answer 503 until built: ${missing.join(', ')}`);
  }
}
