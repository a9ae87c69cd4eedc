import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import {
  isBilingualPath,
  isBlogSearchPath,
  isPublicPagePath,
  LANGUAGE_PREFIX,
  languageOfPath,
  PAGE_SNAPSHOT_GLOBAL,
  pathInLanguage,
  postPagePath,
  postPathOf,
  previewPagePath,
  previewTokenOf,
  publishedPostApiPath,
  tagOf,
  withoutLanguage,
  withoutPreviewToken,
  type RenderResult,
  type SiteLanguage,
} from '@csec/contracts';
import type { PublicBlogPost, SiteConfig } from '../common/views/api-views';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PublicCacheService, uncachedEntry, type CachedResponse } from '../common/cache/public-cache.service';
import { PublicBlogsService } from '../blogs/public-blogs.service';
import { CategoriesService } from '../categories/categories.service';
import { BlogPreviewsService } from '../blogs/previews/blog-previews.service';
import { DEFAULT_DESCRIPTION, headTags, SITE_NAME, type HeadInput } from './head-tags';
import { scriptSafeJson } from './html-text';
import { lookUpPage, lookUpPreview, type PageLookup, type PostPath } from './page-head';
import { ADMIN_PATH, canonicalPath, pageKeyOf } from './page-cache-key';
import { buildSiteConfig } from './site-config';
import { nonceScriptTag, type ShellPage } from './shell-page';
import { PublicSiteRemote, type DeployedRemote } from './ssr/public-site-remote';
import { UncachedWorkService } from '../common/cache/uncached-work.service';
import { renderRequestHeaders } from '../common/cache/render-request';
/** A path no page has, in each language: its not-found page is rendered for it and kept under notFoundKey(language). */
const notFoundPath = (language: SiteLanguage) => `${LANGUAGE_PREFIX[language]}/404`;
const notFoundKey = (language: SiteLanguage) => `page:not-found:${language}`;

class RenderTimeout extends Error {}

/**
 * HIT and MISS: a page of the rendered-page cache. CLIENT: the client-rendered shell, made for
 * this request. PREVIEW: a post's preview, rendered or not, made for this request and never kept.
 */
export type PageState = 'HIT' | 'MISS' | 'CLIENT' | 'PREVIEW';

/**
 * A page to send: the answer and how it was come by; or a redirect to where the page is: 301 for a
 * category's tag page under a name it had before a rename, 302 (`preview`) for a preview link opened
 * under the other language's prefix.
 */
export type PageAnswer = { entry: CachedResponse; state: PageState } | { state: 'REDIRECT'; location: string; preview?: true };

/**
 * Every public page: rendered on the server by the public-site remote's server build, cached
 * like the public JSON (the same writes clear both), and, when that build is missing, fails or
 * is slower than SSR_TIMEOUT_MS, the client-rendered shell with the page's head and status.
 * A post's preview (/blog/preview/{token}) is rendered the same way but never cached: it is one
 * link holder's view of a post that may be unpublished ('PREVIEW').
 */
@Injectable()
export class SitePages {
  private readonly logger = new Logger('Site');
  private readonly siteConfig: SiteConfig;
  private readonly notFoundRendering = new Map<SiteLanguage, Promise<PageAnswer | undefined>>();
  /** Renders under way, by cache generation and key: a request that misses a page being rendered waits for that render. */
  private readonly rendering = new Map<string, Promise<PageAnswer | undefined>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: PublicCacheService,
    private readonly blogs: PublicBlogsService,
    private readonly categories: CategoriesService,
    private readonly previews: BlogPreviewsService,
    private readonly uncached: UncachedWorkService,
    private readonly remote: PublicSiteRemote,
  ) {
    this.siteConfig = buildSiteConfig(config);
  }

  /**
   * The page for a GET of the request's path; undefined while the shell is not built. A page that
   * is not cached is uncached work: it waits for a turn, or throws a Refusal (429 or 503) to answer.
   */
  async page(req: Request, shell: ShellPage): Promise<PageAnswer | undefined> {
    if (ADMIN_PATH.test(req.path)) return this.adminPage(shell);
    const token = previewTokenOf(req.path);
    if (token !== undefined) return this.admitted(req, () => this.previewPage(req, shell, token));
    const path = canonicalPath(req);
    const key = pageKeyOf(path);
    const hit = this.cache.get(key);
    if (hit) return { entry: hit, state: 'HIT' };
    const pathname = path.split('?')[0];
    if (hasNoPage(pathname)) return this.notFoundPage(req, shell);

    // When a page leaves the cache (its time is up, or a write cleared it) while many read it, every
    // reader would otherwise be a render of its own: each spending its client's points and a turn, and
    // refused (429, 503) past them, though all ask for the same page. One render serves them all. Only
    // requests that came before any later write join it: one after a write waits for a render that saw it.
    const renderKey = `${this.cache.currentGeneration()}:${key}`;
    let rendering = this.rendering.get(renderKey);
    if (!rendering) {
      rendering = this.admitted(req, async () => {
        if (await this.namesNoPost(pathname)) return this.notFoundPage(req, shell);
        const renamed = await this.renamedTagPath(pathname);
        return renamed ? { state: 'REDIRECT' as const, location: renamed + path.slice(pathname.length) } : this.renderPage(req, shell, path, { key });
      }).finally(() => this.rendering.delete(renderKey));
      this.rendering.set(renderKey, rendering);
    }
    return rendering;
  }

  /**
   * A post's preview, in its own language's page: a link opened under the other prefix (an address
   * edited by hand, say) moves there, as the page around the draft would otherwise speak the other
   * language. The extra lookup is one indexed read, on a page that is never cached anyway.
   */
  private async previewPage(req: Request, shell: ShellPage, token: string): Promise<PageAnswer | undefined> {
    const language = (await this.previews.find(token))?.language;
    if (language && language !== languageOfPath(req.path)) return { state: 'REDIRECT', location: previewPagePath(token, language), preview: true };
    return this.renderPage(req, shell, req.path, {});
  }

  /** `work` once the request is admitted as uncached work (UncachedWorkService), its turn given back after. */
  private async admitted<T>(req: Request, work: () => Promise<T>): Promise<T> {
    const release = await this.uncached.admit(req.ip);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /**
   * Renders `path` and keeps it under `key` (none: a preview, made for this request only). The
   * not-found page (`notFound`) answers 404 whatever the render says, and is not hydrated.
   */
  private async renderPage(req: Request, shell: ShellPage, path: string, { key, notFound = false }: { key?: string; notFound?: boolean }) {
    const generation = this.cache.currentGeneration();
    const origin = selfOrigin(req);
    let deployed: DeployedRemote | undefined;
    let rendered: RenderResult | undefined;
    try {
      // A new build clears the pages of the one before it from the cache as it takes over (PublicSiteRemote).
      deployed = await this.remote.get(origin);
      rendered = await this.render(deployed, path, origin);
      if (notFound) rendered.status = 404;
    } catch (error) {
      this.logger.warn(`Serving ${withoutPreviewToken(path)} client-rendered: ${error instanceof RenderTimeout ? error.message : describe(error)}`);
    }

    const preview = key === undefined;
    if (deployed && rendered) {
      const html = await shell.html({
        ownTitle: true,
        // The browser hydrates with the build that rendered the page, not whatever is deployed by then.
        publicSiteEntry: deployed.browserEntry,
        language: languageOfPath(path),
        head: headTags({ ...this.headInput(path, rendered), preview }) + deployed.styles.map((s) => `<style data-href="${s.href}">${s.text}</style>`).join(''),
        root: !notFound
          ? { html: rendered.html, after: `${nonceScriptTag()}window.${PAGE_SNAPSHOT_GLOBAL}=${scriptSafeJson({ data: rendered.data })}</script>` }
          : { html: rendered.html, after: '', hydrate: false },
      });
      if (html === undefined) return undefined;
      const body = Buffer.from(html);
      if (preview) return { entry: uncachedEntry(body, rendered.status), state: 'PREVIEW' as const };
      const entry = this.cache.set(key, body, generation, rendered.status) ?? uncachedEntry(body, rendered.status);
      return { entry, state: 'MISS' as const };
    }
    return this.clientRendered(path, shell, preview);
  }

  /** Whether the path is a post's page whose post is not published in the page's language (the one lookup such a page needs before it renders). */
  private async namesNoPost(pathname: string): Promise<boolean> {
    const post = postPathOf(pathname);
    if (!post) return false;
    return post.slug === undefined || !(await this.blogs.isPublished(post.slug, post.language));
  }

  /**
   * Where a tag page under a category's former name is now (/blog/tag/{current name}, under /id on an
   * Indonesian page), else undefined. Never cached: a rename is rare, its old links rarer.
   */
  private async renamedTagPath(pathname: string): Promise<string | undefined> {
    const tag = tagOf(pathname);
    if (tag === undefined) return undefined;
    const current = await this.categories.renamedTo(tag);
    return current === null ? undefined : pathInLanguage(`/blog/tag/${encodeURIComponent(current.toLowerCase())}`, languageOfPath(pathname));
  }

  /**
   * The not-found page: one page for every path that has none, rendered once per build and
   * cache generation, so a flood of made-up paths costs a cache hit each. Its markup does not
   * hydrate (no data-ssr): the browser renders the page for the real path over it.
   */
  private notFoundPage(req: Request, shell: ShellPage): Promise<PageAnswer | undefined> {
    // Under /id the not-found page is the Indonesian one.
    const language = languageOfPath(req.path);
    const key = notFoundKey(language);
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve({ entry: hit, state: 'HIT' });
    // One render for every request that missed at once.
    let rendering = this.notFoundRendering.get(language);
    if (!rendering) {
      rendering = this.renderPage(req, shell, notFoundPath(language), { key, notFound: true }).finally(() => this.notFoundRendering.delete(language));
      this.notFoundRendering.set(language, rendering);
    }
    return rendering;
  }

  private async render(deployed: DeployedRemote, path: string, origin: string): Promise<RenderResult> {
    const rendering = deployed.render({
      url: path,
      siteConfig: this.siteConfig,
      assetBase: deployed.assetBase,
      apiHeaders: renderRequestHeaders(),
      // The page's data comes from the public API itself, so a page and its JSON never disagree (and share its cache).
      apiOrigin: origin,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(`rendering took longer than ${this.config.ssr.timeoutMs} ms`)), this.config.ssr.timeoutMs);
    });
    try {
      return await Promise.race([rendering, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private headInput(path: string, rendered: RenderResult): HeadInput {
    const post = postOf(path, rendered);
    return {
      ...languageHead(path, post),
      title: rendered.title ?? SITE_NAME,
      description: rendered.description ?? DEFAULT_DESCRIPTION,
      path,
      status: rendered.status,
      noindex: isBlogSearchPath(path.split('?')[0]),
      post,
      publicUrl: this.config.publicUrl,
      contact: { email: this.config.site.contactEmail, phone: this.config.site.contactPhone },
    };
  }

  /** The dashboard and its login: rendered in the browser only, and kept out of search results. */
  private async adminPage(shell: ShellPage) {
    const html = await shell.html({ head: '<meta name="robots" content="noindex">' });
    if (html === undefined) return undefined;
    return { entry: { body: Buffer.from(html), etag: '', storedAt: Date.now(), status: 200 }, state: 'CLIENT' as const };
  }

  /** Today's client-rendered page, with what the server knows of its head and status. */
  private async clientRendered(path: string, shell: ShellPage, preview: boolean) {
    const pathname = path.split('?')[0];
    const token = previewTokenOf(pathname);
    const lookUp: Promise<PageLookup> =
      token === undefined ? lookUpPage(pathname, (post) => this.findPost(post)) : lookUpPreview(token, (t) => this.previews.find(t));
    const found = await lookUp.catch((error: unknown): PageLookup => {
      this.logger.warn(`No head for ${withoutPreviewToken(pathname)}: ${describe(error)}`);
      return { status: 200, head: undefined };
    });
    const head = headTags({
      ...languageHead(path, found.post),
      preview,
      title: found.head && `${found.head.title} | ${SITE_NAME}`,
      description: found.head?.description,
      path,
      status: found.status,
      noindex: isBlogSearchPath(pathname),
      publicUrl: this.config.publicUrl,
      contact: { email: this.config.site.contactEmail, phone: this.config.site.contactPhone },
    });
    const html = await shell.html({ head, ownTitle: found.head !== undefined, language: languageOfPath(pathname) });
    if (html === undefined) return undefined;
    return {
      entry: { body: Buffer.from(html), etag: '', storedAt: Date.now(), status: found.status },
      state: preview ? ('PREVIEW' as const) : ('CLIENT' as const),
    };
  }

  private async findPost({ slug, language }: PostPath): Promise<PublicBlogPost | undefined> {
    try {
      return await this.blogs.get(slug, language);
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  }
}

/**
 * The page's language and, for a page the site has in both languages, its address in each: a fixed
 * page by its path, a post's page when the post (`post`, as the page showed it) has a published translation.
 */
function languageHead(path: string, post: PublicBlogPost | undefined): Pick<HeadInput, 'language' | 'alternates'> {
  const pathname = path.split('?')[0];
  const page = withoutLanguage(pathname);
  const language = languageOfPath(pathname);
  if (post && postPathOf(pathname)) {
    const translation = post.translation;
    if (!translation) return { language, alternates: undefined };
    const here = postPagePath(post.slug, language);
    const there = postPagePath(translation.slug, translation.language);
    return { language, alternates: language === 'en' ? { en: here, id: there } : { en: there, id: here } };
  }
  return { language, alternates: isBilingualPath(page) ? { en: pathInLanguage(page, 'en'), id: pathInLanguage(page, 'id') } : undefined };
}

/** Whether no page of the site has this path (it is the not-found page), known without a lookup. */
function hasNoPage(pathname: string): boolean {
  return !isBlogSearchPath(pathname) && !isPublicPagePath(pathname);
}

/** This server, at the address the request reached it on, for the render's own API calls. */
function selfOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** The post a post's page or a preview showed, from the API answers its render used. */
function postOf(path: string, rendered: RenderResult): PublicBlogPost | undefined {
  if (rendered.status !== 200) return undefined;
  const pathname = path.split('?')[0];
  const token = previewTokenOf(pathname);
  const key = token === undefined ? publishedPostKey(pathname) : `/api/blogs/preview/${token}`;
  const entry = key === undefined ? undefined : rendered.data[key];
  return entry?.ok && entry.data ? (entry.data as PublicBlogPost) : undefined;
}

function publishedPostKey(pathname: string): string | undefined {
  const post = postPathOf(pathname);
  return post?.slug === undefined ? undefined : publishedPostApiPath(post.slug, post.language);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
