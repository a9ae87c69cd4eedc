import * as fs from 'node:fs/promises';
import { DEFAULT_LANGUAGE, SITE_CONFIG_GLOBAL, SSR_ROOT_ATTRIBUTE, type SiteLanguage } from '@csec/contracts';
import type { SiteConfig } from '../common/views/api-views';
import { scriptSafeJson } from './html-text';
import { NONCE_PLACEHOLDER } from '../common/http/csp-nonce';
import { deferPageScripts } from './page-scripts';

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const ROOT = /<div id="?root"?><\/div>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
const HTML_LANG = /<html lang="?[^">\s]*"?/i;

/** What a page adds to the shell's index.html. */
export interface PageParts {
  /** Added to the head (head-tags.ts); with `ownTitle` it replaces the template's title and description. */
  head: string;
  ownTitle?: boolean;
  /**
   * Server-rendered markup for #root, then what follows it (the page's data for hydration).
   * `hydrate: false`: markup the browser renders anew rather than hydrates (it was made for another path).
   */
  root?: { html: string; after: string; hydrate?: boolean };
  /**
   * The public-site build that rendered the markup (its own remoteEntry.<hash>.js): the page's site
   * config names it instead of the manifest, so the shell loads exactly that build.
   */
  publicSiteEntry?: string;
  /** The page's language, for <html lang>; the template's (English) without it. */
  language?: SiteLanguage;
}

/**
 * The shell's index.html with the site config inlined, so the first visit needs no extra
 * request before the remote can load, and with each page's own head and, when it was rendered
 * on the server, its markup. Its inline scripts carry the nonce placeholder (nonceScriptTag()).
 * Re-read when the file changes on disk, so a rebuild is picked up without a restart.
 */
export class ShellPage {
  private cached: { mtimeMs: number; template: string } | undefined;
  private readonly configScript: string;

  constructor(
    private readonly indexFile: string,
    private readonly siteConfig: SiteConfig,
  ) {
    this.configScript = configScriptOf(siteConfig);
  }

  /** The page, or undefined while the shell is not built. */
  async html(parts?: PageParts): Promise<string | undefined> {
    const template = await this.template();
    if (template === undefined) return undefined;
    if (!parts) return beforeHeadEnd(template, this.configScript);
    const base = parts.ownTitle ? template.replace(TITLE, '').replace(DESCRIPTION, '') : template;
    const configScript = parts.publicSiteEntry
      ? configScriptOf({ ...this.siteConfig, remotes: { ...this.siteConfig.remotes, publicSite: parts.publicSiteEntry } })
      : this.configScript;
    let html = beforeHeadEnd(base, parts.head + configScript);
    if (parts.language && parts.language !== DEFAULT_LANGUAGE) html = html.replace(HTML_LANG, `<html lang="${parts.language}"`);
    if (parts.root) {
      const { html: markup, after, hydrate = true } = parts.root;
      const attribute = hydrate ? ` ${SSR_ROOT_ATTRIBUTE}` : '';
      // The page reads without scripts now: the shell's "needs JavaScript" note would be wrong.
      html = html.replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root"${attribute}>${markup}</div>${after}`);
    }
    return html;
  }

  private async template(): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.indexFile)).mtimeMs;
    } catch {
      this.cached = undefined;
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const template = deferPageScripts(await fs.readFile(this.indexFile, 'utf8'), nonceScriptTag());
      this.cached = { mtimeMs, template };
    }
    return this.cached.template;
  }
}

/**
 * The opening tag of an inline script: its nonce is the placeholder, which each response replaces
 * with the nonce of its own Content-Security-Policy (common/http/csp-nonce.ts).
 */
export function nonceScriptTag(): string {
  return `<script nonce="${NONCE_PLACEHOLDER}">`;
}

function configScriptOf(siteConfig: SiteConfig): string {
  return `${nonceScriptTag()}window.${SITE_CONFIG_GLOBAL}=${scriptSafeJson(siteConfig)}</script>`;
}

function beforeHeadEnd(html: string, fragment: string): string {
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? fragment + html : html.slice(0, headEnd) + fragment + html.slice(headEnd);
}
