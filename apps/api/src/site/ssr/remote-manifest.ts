/** What the API reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData?: {
    remoteEntry?: { path?: string; name: string };
    ssrRemoteEntry?: { path?: string; name: string };
  };
  exposes?: { path: string; assets?: { css?: { sync?: string[] } } }[];
}

/** One build of the public-site remote as its manifest names it. Paths are relative to the manifest's folder. */
export interface RemoteBuild {
  /** Both entries' names, which carry their content hashes: it changes with every build. */
  version: string;
  serverEntry: string;
  /** The browser's entry, absent from a manifest that names none. */
  browserEntry: string | undefined;
  styles: string[];
}

/** The build a manifest describes; throws when it names no server build. */
export function buildOf(manifest: RemoteManifest, manifestUrl: string): RemoteBuild {
  const server = manifest.metaData?.ssrRemoteEntry;
  if (!server?.name) throw new Error(`${manifestUrl} names no server build (metaData.ssrRemoteEntry)`);
  const serverEntry = joinPath(server.path, server.name);
  const browser = manifest.metaData?.remoteEntry;
  const browserEntry = browser?.name ? joinPath(browser.path, browser.name) : undefined;
  const styles = [...new Set(manifest.exposes?.flatMap((expose) => expose.assets?.css?.sync ?? []) ?? [])];
  return { version: browserEntry ? `${serverEntry} + ${browserEntry}` : serverEntry, serverEntry, browserEntry, styles };
}

function joinPath(folder: string | undefined, name: string): string {
  return folder ? `${folder.replace(/\/+$/, '')}/${name}` : name;
}
