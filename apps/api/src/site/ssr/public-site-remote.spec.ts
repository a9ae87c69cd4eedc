import { Logger } from '@nestjs/common';
import type { PublicCacheService } from '../../common/cache/public-cache.service';
import { FederationHost } from './federation-host';
import { PublicSiteRemote } from './public-site-remote';

const ORIGIN = 'http://127.0.0.1:3000';
const MANIFEST = `${ORIGIN}/remotes/public-site/mf-manifest.json`;

function manifestOf(build: string) {
  return {
    metaData: {
      remoteEntry: { path: '', name: `remoteEntry.${build}0000000000.js` },
      ssrRemoteEntry: { path: 'server', name: `remoteEntry.${build}1111111111.js` },
    },
    exposes: [{ path: './App', assets: { css: { sync: [`styles.${build}2222222222.css`] } } }],
  };
}

describe('PublicSiteRemote', () => {
  /** What the origin serves now: a build's name, or a failure. */
  let served: string | Error;
  const brokenBuilds = new Set<string>();
  let fetched: string[];
  let remote: PublicSiteRemote;
  const cache = { invalidate: jest.fn() };
  let warn: jest.SpyInstance;
  let load: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    served = 'aaaaaaaaaa';
    brokenBuilds.clear();
    fetched = [];
    cache.invalidate.mockReset();
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      fetched.push(url);
      if (url !== MANIFEST) return new Response(`/* ${url} */`);
      if (served instanceof Error) throw served;
      return Response.json(manifestOf(served));
    });
    // The runtime runs a build's code in Node, which Jest's sandbox refuses: the browser tests load real builds.
    load = jest.spyOn(FederationHost.prototype, 'load').mockImplementation(async (entry: string) => {
      if ([...brokenBuilds].some((build) => entry.includes(build))) throw new Error(`${entry} threw`);
      return { renderPage: Object.assign(jest.fn(), { entry }) };
    });
    const config = { web: { distDir: undefined, publicSiteRemoteUrl: '/remotes/public-site/mf-manifest.json', adminRemoteUrl: '' } };
    remote = new PublicSiteRemote(config, cache as unknown as PublicCacheService);
  });

  afterEach(() => {
    remote.onModuleDestroy();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const manifestChecks = () => fetched.filter((url) => url === MANIFEST).length;
  const entryOf = async () => ((await remote.get(ORIGIN)).render as unknown as { entry: string }).entry;

  it('renders with the server build its manifest names, and names the browser entry of that build as browsers reach it', async () => {
    const deployed = await remote.get(ORIGIN);

    expect(load).toHaveBeenCalledWith(`${ORIGIN}/remotes/public-site/server/remoteEntry.aaaaaaaaaa1111111111.js`, 'render');
    expect(deployed.browserEntry).toBe('/remotes/public-site/remoteEntry.aaaaaaaaaa0000000000.js');
    expect(deployed.assetBase).toBe('/remotes/public-site/');
    expect(deployed.styles).toEqual([{ href: 'styles.aaaaaaaaaa2222222222.css', text: `/* ${ORIGIN}/remotes/public-site/styles.aaaaaaaaaa2222222222.css */` }]);
    expect(cache.invalidate).not.toHaveBeenCalled();
  });

  it('takes up a new build at the next check, pages or not, and only then drops the pages the old one rendered', async () => {
    await remote.get(ORIGIN);
    served = 'bbbbbbbbbb';
    await jest.advanceTimersByTimeAsync(2000);

    expect(await entryOf()).toContain('remoteEntry.bbbbbbbbbb1111111111.js');
    expect(cache.invalidate).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(6000);
    expect(manifestChecks()).toBe(5);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
  });

  it('keeps rendering with the build it has while the manifest is unreachable or a new build fails to load, saying so once', async () => {
    await remote.get(ORIGIN);
    served = new Error('connect ECONNREFUSED');
    await jest.advanceTimersByTimeAsync(2000);
    expect(await entryOf()).toContain('aaaaaaaaaa');

    served = 'cccccccccc';
    brokenBuilds.add('cccccccccc');
    await jest.advanceTimersByTimeAsync(6000);
    expect(await entryOf()).toContain('aaaaaaaaaa');
    expect(cache.invalidate).not.toHaveBeenCalled();
    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings).toEqual([expect.stringContaining('ECONNREFUSED'), expect.stringContaining('cccccccccc1111111111.js threw')]);

    // Mended: taken up at the next check.
    brokenBuilds.clear();
    await jest.advanceTimersByTimeAsync(2000);
    expect(await entryOf()).toContain('cccccccccc');
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
  });

  it('throws while no build could be loaded, without asking the origin again for every page', async () => {
    served = new Error('connect ECONNREFUSED');
    await expect(remote.get(ORIGIN)).rejects.toThrow('ECONNREFUSED');
    await expect(remote.get(ORIGIN)).rejects.toThrow('ECONNREFUSED');
    expect(manifestChecks()).toBe(1);

    served = 'aaaaaaaaaa';
    await jest.advanceTimersByTimeAsync(2000);
    expect(await entryOf()).toContain('aaaaaaaaaa');
  });

  it('stops asking once the application shuts down', async () => {
    await remote.get(ORIGIN);
    remote.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(manifestChecks()).toBe(1);
  });
});
