import { Logger } from '@nestjs/common';
import { createInstance } from '@module-federation/runtime';
import { SSR_EXPOSE, type RenderPage } from '@csec/contracts';

/** How often, at most, the deployed manifest is asked whether a new build is out. */
const REVALIDATE_MS = 2000;

/** The deployed public-site remote as the server uses it: its render function and its CSS. */
export interface DeployedRemote {
  /** Changes with every build (the manifest's server entry carries the build hash). */
  version: string;
  render: RenderPage;
  /** The remote's stylesheets, inlined into rendered pages. */
  styles: { href: string; text: string }[];
  /** The folder the browser build is served from, for asset URLs in rendered markup. */
  assetBase: string;
}

interface Manifest {
  metaData?: { ssrRemoteEntry?: { path: string; name: string } };
  exposes?: { path: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * Loads the public-site remote's server build through Module Federation's own runtime: the
 * remote's manifest (PUBLIC_SITE_REMOTE_URL, any origin) names its server entry
 * (metaData.ssrRemoteEntry), which the runtime fetches and runs in Node. The manifest is asked
 * again every couple of seconds; a new build gets a runtime instance of its own, so a redeployed
 * remote is rendered with at once, without restarting the API or rebuilding anything else.
 */
export class PublicSiteRemote {
  private readonly logger = new Logger('PublicSiteRemote');
  private current: Promise<DeployedRemote> | undefined;
  private loadedVersion: string | undefined;
  private checkedAt = 0;
  private etag: string | undefined;

  /** `manifestUrl` is absolute, or a path resolved against `origin` at the first call. */
  constructor(private readonly manifestUrl: string) {}

  /** The remote deployed now; throws while none is (not built, unreachable, broken). */
  async get(origin: string): Promise<DeployedRemote> {
    if (this.current && Date.now() - this.checkedAt < REVALIDATE_MS) return this.current;
    this.checkedAt = Date.now();
    const url = new URL(this.manifestUrl, origin).href;
    let manifest: Manifest | undefined;
    try {
      manifest = await this.fetchManifest(url);
    } catch (error) {
      // Unreachable for a moment: keep rendering with the build loaded until now.
      if (this.current) return this.current;
      // Not built or unreachable: said once per check, not looked up again by every page.
      const failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      failed.catch(() => undefined);
      this.current = failed;
      this.etag = undefined;
      this.loadedVersion = undefined;
      return failed;
    }
    const version = manifest && versionOf(manifest);
    if (!this.current || (manifest !== undefined && version !== this.loadedVersion)) {
      this.loadedVersion = version;
      const loading = this.load(url, manifest);
      // A failed load answers every page until the next check (no request retries it on its own), which loads again.
      loading.catch(() => {
        if (this.current === loading) {
          this.loadedVersion = undefined;
          this.etag = undefined;
        }
      });
      this.current = loading;
    }
    return this.current;
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

  /** The manifest, or undefined when it answered 304 to the last ETag (unchanged). */
  private async fetchManifest(url: string): Promise<Manifest | undefined> {
    const response = await fetch(url, { headers: this.etag ? { 'If-None-Match': this.etag } : {} });
    if (response.status === 304) return undefined;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    this.etag = response.headers.get('etag') ?? undefined;
    return (await response.json()) as Manifest;
  }

  private async load(manifestUrl: string, known?: Manifest): Promise<DeployedRemote> {
    const manifest = known ?? ((await (await fetch(manifestUrl)).json()) as Manifest);
    const version = versionOf(manifest);
    if (!version) throw new Error(`${manifestUrl} names no server build (metaData.ssrRemoteEntry)`);

    // A runtime instance per build: the runtime keeps what it loaded by manifest URL, so the URL carries the version.
    const federation = createInstance({
      name: `csec_api_${version.replace(/\W/g, '_')}`,
      remotes: [{ name: 'public_site', entry: `${manifestUrl}?build=${encodeURIComponent(version)}` }],
    });
    const module = await federation.loadRemote<{ renderPage?: RenderPage }>(`public_site/${SSR_EXPOSE}`);
    if (typeof module?.renderPage !== 'function') throw new Error(`public_site/${SSR_EXPOSE} exports no renderPage`);

    const styleFiles = manifest.exposes?.flatMap((expose) => expose.assets?.css?.sync ?? []) ?? [];
    const styles = await Promise.all(
      [...new Set(styleFiles)].map(async (href) => {
        const response = await fetch(new URL(href, manifestUrl));
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return { href, text: await response.text() };
      }),
    );
    this.logger.log(`Rendering public pages with ${version}`);
    return { version, render: module.renderPage, styles, assetBase: this.browserAssetBase() };
  }
}

/** The server entry's path carries the build hash: it changes with every build. */
function versionOf(manifest: Manifest): string | undefined {
  const entry = manifest.metaData?.ssrRemoteEntry;
  return entry ? `${entry.path}/${entry.name}` : undefined;
}
