import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { runCommonJsEntry } from './commonjs-entry';

type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;
type EntryExports = Exclude<Awaited<ReturnType<LoadEntry>>, void>;

/** Server entries are webpack `commonjs-module` builds; any other kind is left to the runtime. */
const commonJsEntries: ModuleFederationRuntimePlugin = {
  name: 'csec-commonjs-entry',
  loadEntry: ({ remoteInfo }) =>
    remoteInfo.type === 'commonjs-module' ? (runCommonJsEntry(remoteInfo.entry, remoteInfo.entryGlobalName) as Promise<EntryExports>) : undefined,
};

/**
 * Module Federation's runtime as the API uses it: one host for the life of the process, which
 * loads one remote's server builds, each replacing the one before.
 *
 * A build is registered by its own server entry (a content-hashed file), so the runtime loads
 * exactly that build and never a newer manifest's. Registering it with `force` is the runtime's way
 * to replace a remote: it forgets the previous build's container, its loading promise (kept
 * globally by entry URL), its federation instance (globalThis.__FEDERATION__.__INSTANCES__) and its
 * module cache, so nothing the runtime holds keeps the old build alive. The runtime says so once
 * per replacement on the console ("already registered ... overriding it"): expected here.
 */
export class FederationHost {
  private readonly host: ModuleFederation;

  constructor(
    private readonly remoteName: string,
    hostName: string,
  ) {
    this.host = createInstance({ name: hostName, remotes: [], plugins: [commonJsEntries] });
  }

  /** Loads `expose` of the build whose server entry is at `entry` (an absolute URL). */
  async load<T>(entry: string, expose: string): Promise<T | null> {
    const remote = { name: this.remoteName, entry, type: 'commonjs-module' as const, entryGlobalName: this.remoteName };
    const registered = this.host.options.remotes.some((known) => known.name === this.remoteName);
    this.host.registerRemotes([remote], { force: registered });
    return this.host.loadRemote<T>(`${this.remoteName}/${expose}`);
  }
}
