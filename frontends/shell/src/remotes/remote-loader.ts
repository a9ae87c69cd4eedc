import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SiteConfig } from '@csec/contracts';
import type { RemoteName } from './choose-remote';

type RemoteApp = ComponentType;
type Entries = Record<RemoteName, string>;

/**
 * Gives the shell each remote's App as a lazy component, loading the remote's files
 * only when that remote is first rendered. A failed load can be retried. The MF runtime
 * forgets a request that failed, but keeps a manifest that loaded even when the entry it
 * names then failed; registering the remote again with `force` drops that manifest too,
 * so a retry starts over from the currently deployed remote.
 */
export class RemoteLoader {
  private registering: Promise<Entries> | null = null;
  private registered: Entries | null = null;
  private readonly components = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();
  private readonly failed = new Set<RemoteName>();

  constructor(private readonly getConfig: () => Promise<SiteConfig>) {}

  component(name: RemoteName): LazyExoticComponent<RemoteApp> {
    let component = this.components.get(name);
    if (!component) {
      component = lazy(() => this.load(name));
      this.components.set(name, component);
    }
    return component;
  }

  /** Forget a failed attempt so that the next render fetches the remote again. */
  retry(name: RemoteName): void {
    this.components.delete(name);
    if (this.failed.delete(name) && this.registered) {
      registerRemotes([{ name, entry: this.registered[name] }], { force: true });
    }
  }

  private async load(name: RemoteName): Promise<{ default: RemoteApp }> {
    try {
      await this.register();
      const module = await loadRemote<{ default?: unknown }>(`${name}/App`);
      const app = module?.default;
      if (typeof app !== 'function' && typeof app !== 'object') {
        throw new Error(`${name}/App has no default export`);
      }
      return { default: app as RemoteApp };
    } catch (error) {
      this.failed.add(name);
      throw error;
    }
  }

  /** Registers both remotes once; a failed config request is asked again next time. */
  private register(): Promise<Entries> {
    if (!this.registering) {
      this.registering = this.getConfig().then((config) => {
        const entries: Entries = { public_site: config.remotes.publicSite, admin: config.remotes.admin };
        registerRemotes([
          { name: 'public_site', entry: entries.public_site },
          { name: 'admin', entry: entries.admin },
        ]);
        this.registered = entries;
        return entries;
      });
      this.registering.catch(() => {
        this.registering = null;
      });
    }
    return this.registering;
  }
}
