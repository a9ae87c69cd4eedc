import { createContext, useContext } from 'react';
import { PAGE_SNAPSHOT_GLOBAL, SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';

/** One answer the server fetched while rendering, as the browser finds it again to hydrate. */
export type PageDataEntry = { ok: true; data: unknown } | { ok: false; message: string };

/** What the server sends beside its HTML, in window[PAGE_SNAPSHOT_GLOBAL]. */
export interface PageSnapshot {
  /** API answers by request path ('/api/blogs/publish?page=1&limit=8'). */
  data: Record<string, PageDataEntry>;
}

/** What the page learns while it renders on the server: its head and HTTP status. */
export interface RenderedHead {
  title?: string;
  description?: string;
  status: number;
}

/**
 * The render's view of the page data. On the server it fetches what components ask for (they
 * suspend until it is there) and records the head; in the browser it holds the server's snapshot
 * until the first render has hydrated, so the first render shows exactly what the server sent.
 */
export interface PageData {
  readonly server: boolean;
  /** During the render (server), or until the component that hydrated with it has mounted (browser). */
  read(key: string): PageDataEntry | undefined;
  /** Browser: the component that hydrated with `key` has mounted; later renders fetch anew. */
  used(key: string): void;
  /** Server only: starts (once) loading `key`; the promise settles when its entry is stored. */
  load(key: string, load: () => Promise<unknown>): Promise<void>;
  siteConfig(): SiteConfig | undefined;
  head: RenderedHead;
}

/** The browser's page data: the server's snapshot, each answer used by the render that hydrates with it. */
class BrowserPageData implements PageData {
  readonly server = false;
  readonly head: RenderedHead = { status: 200 };
  private snapshot: PageSnapshot | undefined = typeof window === 'undefined' ? undefined : window[PAGE_SNAPSHOT_GLOBAL];

  read(key: string): PageDataEntry | undefined {
    return this.snapshot?.data[key];
  }

  load(): Promise<void> {
    return Promise.resolve();
  }

  siteConfig(): SiteConfig | undefined {
    return typeof window === 'undefined' ? undefined : window[SITE_CONFIG_GLOBAL];
  }

  /** Pages hydrate one by one (each after its code loads): each answer is dropped once its page has. */
  used(key: string): void {
    if (this.snapshot) delete this.snapshot.data[key];
  }
}

export const browserPageData = new BrowserPageData();

export const PageDataContext = createContext<PageData>(browserPageData);

export function usePageData(): PageData {
  return useContext(PageDataContext);
}
