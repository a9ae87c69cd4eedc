import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { findRepoRoot, resolveDistFolders } from './dist-folders';

const repoRoot = path.resolve(__dirname, '../../../..');

function configWith(distDir: string | undefined): AppConfig {
  return { web: { distDir, publicSiteRemoteUrl: '', adminRemoteUrl: '' } } as AppConfig;
}

describe('resolveDistFolders', () => {
  it('uses WEB_DIST_DIR/{shell,public-site,admin} when it is set', () => {
    expect(resolveDistFolders(configWith('/opt/csec/web'))).toEqual({
      shell: path.join('/opt/csec/web', 'shell'),
      publicSite: path.join('/opt/csec/web', 'public-site'),
      admin: path.join('/opt/csec/web', 'admin'),
    });
  });

  it.each([
    ['the sources (Jest)', path.join(repoRoot, 'apps/api/src/site')],
    ['the build', path.join(repoRoot, 'apps/api/dist/site')],
  ])("finds the workspaces' dist folders from %s", (_where, from) => {
    expect(resolveDistFolders(configWith(undefined), from)).toEqual({
      shell: path.join(repoRoot, 'frontends/shell/dist'),
      publicSite: path.join(repoRoot, 'frontends/public-site/dist'),
      admin: path.join(repoRoot, 'frontends/admin/dist'),
    });
  });
});

describe('findRepoRoot', () => {
  it('skips package.json files without workspaces', () => {
    expect(findRepoRoot(path.join(repoRoot, 'frontends/shell/src'))).toBe(repoRoot);
  });

  it('is undefined outside any workspace', () => {
    expect(findRepoRoot(path.parse(repoRoot).root)).toBeUndefined();
  });
});
