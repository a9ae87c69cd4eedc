import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SSR_EXPOSE, type RenderPage } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PublicCacheService } from '../../common/cache/public-cache.service';
import { FederationHost } from './federation-host';
import { buildOf, type RemoteBuild, type RemoteManifest } from './remote-manifest';

/** How often the deployed manifest is asked whether a new build is out. */
const REVALIDATE_MS = 2000;
/** A manifest or stylesheet slower than this counts as unreachable for this check. */
const FETCH_TIMEOUT_MS = 10_000;

/** The deployed public-site remote as the server uses it: its render function and its CSS. */
export interface DeployedRemote {
  /** Changes with every build (its entries' names carry their content hashes). */
  version: string;
  render: RenderPage;
  /** The remote's stylesheets, inlined into rendered pages. */
  styles: { href: string; text: string }[];
  /** The folder the browser build is served from, for asset URLs in rendered markup. */
  assetBase: string;
  /**
   * This build's own browser entry (remoteEntry.<hash>.js), as browsers reach it. A page rendered
   * with the build names it, so the browser hydrates the page with the code that rendered it.
   */
  browserEntry?: string;
}

/**
 * Loads the public-site remote's server build through Module Federation's runtime and keeps it
 * current: the remote's manifest (PUBLIC_SITE_REMOTE_URL, any origin) names its server entry
 * (metaData.ssrRemoteEntry), and it is asked again every two seconds, whether or not pages are
 * being rendered. A new build is loaded beside the one in use, which keeps rendering until the new
 * one is ready (or for good, when it fails to load); then every page the old build rendered leaves
 * the page cache. So a redeployed remote is rendered with within seconds, without restarting the
 * API or rebuilding anything else.
 */
@Injectable()
export class PublicSiteRemote implements OnModuleDestroy {
  private readonly logger = new Logger('PublicSiteRemote');
  private readonly manifestUrl: string;
  private federation: FederationHost | undefined;
  private deployed: DeployedRemote | undefined;
  /** Why no build is deployed, until one is. */
  private failure: Error | undefined;
  /** The last check's problem while a build is deployed, so it is logged once, not every check. */
  private problem: string | undefined;
  private checking: Promise<void> | undefined;
  private origin: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'web'>,
    private readonly cache: PublicCacheService,
  ) {
    this.manifestUrl = config.web.publicSiteRemoteUrl;
  }

  /**
   * The build deployed now; throws while none is (not built, unreachable, broken). The first call
   * names the API's own origin, which a relative PUBLIC_SITE_REMOTE_URL is resolved against, and
   * starts the checks.
   */
  async get(origin: string): Promise<DeployedRemote> {
    if (this.origin === undefined) {
      this.origin = origin;
      void this.check();
    }
    // Not loaded yet: wait for the check under way. Not loadable: said once per check, not looked up again by every page.
    if (!this.deployed && this.checking) await this.checking;
    if (this.deployed) return this.deployed;
    throw this.failure ?? new Error('the public site has not been loaded yet');
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private check(): Promise<void> {
    const checking = this.checkOnce().finally(() => {
      this.checking = undefined;
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.check(), REVALIDATE_MS);
      this.timer.unref();
    });
    this.checking = checking;
    return checking;
  }

  private async checkOnce(): Promise<void> {
    const url = new URL(this.manifestUrl, this.origin).href;
    try {
      const manifest = await this.fetchManifest(url);
      const build = buildOf(manifest, url);
      if (build.version === this.deployed?.version) return;
      const next = await this.load(url, build);
      const replaced = this.deployed;
      this.deployed = next;
      this.failure = undefined;
      this.problem = undefined;
      this.logger.log(`Rendering public pages with ${next.version}`);
      // Pages the replaced build rendered name its browser entry and hold its markup: none is served again.
      if (replaced) this.cache.invalidate();
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!this.deployed) {
        this.failure = failure;
      } else if (failure.message !== this.problem) {
        // Unreachable for a moment, or a broken deployment: keep rendering with the build loaded until now.
        this.logger.warn(`Still rendering public pages with ${this.deployed.version}: ${failure.message}`);
      }
      this.problem = failure.message;
    }
  }

  /**
   * The manifest, read whole every time (a few kilobytes): an ETag is no proof it is unchanged, as
   * nginx's is the file's size and modification second, which two builds can share (and every
   * build does when a pipeline fixes file times for reproducible images).
   */
  private async fetchManifest(url: string): Promise<RemoteManifest> {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as RemoteManifest;
  }

  private async load(manifestUrl: string, build: RemoteBuild): Promise<DeployedRemote> {
    this.federation ??= new FederationHost('public_site', 'csec_api');
    const module = await this.federation.load<{ renderPage?: RenderPage }>(new URL(build.serverEntry, manifestUrl).href, SSR_EXPOSE);
    if (typeof module?.renderPage !== 'function') throw new Error(`public_site/${SSR_EXPOSE} exports no renderPage`);

    const styles = await Promise.all(
      build.styles.map(async (href) => {
        const response = await fetch(new URL(href, manifestUrl), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return { href, text: await response.text() };
      }),
    );
    const assetBase = this.browserAssetBase();
    return {
      version: build.version,
      render: module.renderPage,
      styles,
      assetBase,
      browserEntry: build.browserEntry === undefined ? undefined : assetBase + build.browserEntry,
    };
  }

  /**
   * The remote's folder as browsers reach it: a path when the remote is served by this API
   * (any host name the page was opened with works), the full address on another origin.
   */
  private browserAssetBase(): string {
    const relativeTo = 'http://relative.invalid';
    const manifest = new URL(this.manifestUrl, relativeTo);
    const folder = new URL('.', manifest);
    return folder.origin === relativeTo ? folder.pathname : folder.href;
  }
}
