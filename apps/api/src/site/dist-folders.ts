import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';

export interface DistFolders {
  shell: string;
  publicSite: string;
  admin: string;
}

/**
 * Where the built frontends are: WEB_DIST_DIR/{shell,public-site,admin} when set, else
 * each workspace's own dist folder. A folder that does not exist is still returned;
 * the handlers answer 503 for it until it is built.
 */
export function resolveDistFolders(config: AppConfig, from: string = __dirname): DistFolders {
  if (config.web.distDir) {
    return {
      shell: path.join(config.web.distDir, 'shell'),
      publicSite: path.join(config.web.distDir, 'public-site'),
      admin: path.join(config.web.distDir, 'admin'),
    };
  }
  const frontends = path.join(findRepoRoot(from) ?? process.cwd(), 'frontends');
  return {
    shell: path.join(frontends, 'shell', 'dist'),
    publicSite: path.join(frontends, 'public-site', 'dist'),
    admin: path.join(frontends, 'admin', 'dist'),
  };
}

/**
 * The nearest folder above `from` whose package.json declares workspaces: the same
 * answer from apps/api/src/site (Jest) and apps/api/dist/site (built).
 */
export function findRepoRoot(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && declaresWorkspaces(manifest)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function declaresWorkspaces(manifest: string): boolean {
  try {
    return 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object);
  } catch {
    return false;
  }
}
