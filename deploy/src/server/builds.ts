// The served builds as the page renderer needs them: manifests, stylesheets and the loaded
// server bundle, read once per immutable version and kept in memory.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DeployPaths, ReleasedPackage } from '../paths';
import { loadServerBundle, readFederationManifest, readSsrManifest, type FederationManifest, type SsrManifest } from '../releases/build';
import { releaseDirOf } from '../releases/store';

export interface LoadedBuild<Bundle> {
  pkg: ReleasedPackage;
  version: string;
  /** URL folder of the build: /releases/<pkg>/<version>/ */
  base: string;
  federation: FederationManifest;
  ssr: SsrManifest;
  /** The text of each stylesheet of the build, by file name. */
  stylesheets: ReadonlyMap<string, string>;
  /**
   * Files whose bytes another file of the build repeats (webpack can emit one merged chunk
   * under two names; the first one loaded registers both ids): preload one of each.
   */
  duplicateFiles: ReadonlySet<string>;
  bundle: Bundle;
}

/** Of the shared modules' files, those identical to a file listed before them. */
export async function findDuplicateFiles(dir: string, federation: FederationManifest): Promise<Set<string>> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const file of federation.shared.flatMap((entry) => entry.assets.js.sync)) {
    // Identical but for the trailing source map comment, which names the file itself.
    const text = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/\n\/\/# sourceMappingURL=.*$/, '');
    const digest = createHash('sha256').update(text).digest('hex');
    if (seen.has(digest)) duplicates.add(file);
    else seen.add(digest);
  }
  return duplicates;
}

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=.*?\*\/\s*$/;

export class BuildCache {
  private readonly builds = new Map<string, Promise<LoadedBuild<unknown>>>();

  constructor(private readonly paths: DeployPaths) {}

  /** The build of `pkg` at `version`, loaded on first use (a failed load is retried next time). */
  get<Bundle>(pkg: ReleasedPackage, version: string): Promise<LoadedBuild<Bundle>> {
    const key = `${pkg}@${version}`;
    let build = this.builds.get(key);
    if (!build) {
      build = this.load(pkg, version);
      this.builds.set(key, build);
      build.catch(() => this.builds.delete(key));
    }
    return build as Promise<LoadedBuild<Bundle>>;
  }

  private async load(pkg: ReleasedPackage, version: string): Promise<LoadedBuild<unknown>> {
    const dir = releaseDirOf(this.paths.releasesDir, pkg, version);
    const base = `/releases/${pkg}/${version}/`;
    const [federation, ssr] = await Promise.all([readFederationManifest(dir), readSsrManifest(dir)]);
    const stylesheets = new Map(
      await Promise.all(
        ssr.css.map(async (file) => [file, (await fs.readFile(path.join(dir, file), 'utf8')).replace(SOURCE_MAP_COMMENT, '')] as const),
      ),
    );
    const duplicateFiles = await findDuplicateFiles(dir, federation);
    return { pkg, version, base, federation, ssr, stylesheets, duplicateFiles, bundle: loadServerBundle(dir) };
  }
}
