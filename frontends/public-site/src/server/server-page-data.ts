import type { SiteConfig } from '@csec/contracts';
import type { PageData, PageDataEntry, RenderedHead } from '../ssr/page-data';

/** One render's page data on the server: each answer fetched once, components suspend until it is in. */
export class ServerPageData implements PageData {
  readonly server = true;
  readonly head: RenderedHead = { status: 200 };
  readonly entries = new Map<string, PageDataEntry>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly config: SiteConfig) {}

  read(key: string): PageDataEntry | undefined {
    return this.entries.get(key);
  }

  used(): void {}

  load(key: string, load: () => Promise<unknown>): Promise<void> {
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load().then(
        (data) => void this.entries.set(key, { ok: true, data }),
        (error: unknown) => void this.entries.set(key, { ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
      this.pending.set(key, pending);
    }
    return pending;
  }

  siteConfig(): SiteConfig {
    return this.config;
  }
}
