// Released builds: a package's dist/ copied, once, into <releases>/<package>/<version>/.
// A version folder is immutable: it is written under a temporary name and renamed into place,
// and an existing one is never overwritten (its files are cached for a year).
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ReleasedPackage } from '../paths';
import { assertValidVersion, contentHash, versionName } from './versions';

/** Temporary folders start with a dot so they are never listed or served as a version. */
const TEMP_PREFIX = '.incoming-';

export function releaseDirOf(releasesDir: string, pkg: ReleasedPackage, version: string): string {
  assertValidVersion(version);
  return path.join(releasesDir, pkg, version);
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export function isReleased(releasesDir: string, pkg: ReleasedPackage, version: string): Promise<boolean> {
  return exists(releaseDirOf(releasesDir, pkg, version));
}

export interface ReleasedBuild {
  version: string;
  dir: string;
  /** False when this exact content was released before (a retried release changes nothing). */
  created: boolean;
}

/** Copies `distDir` into a new version folder unless that exact version exists already. */
export async function copyIntoRelease(options: {
  pkg: ReleasedPackage;
  distDir: string;
  releasesDir: string;
  packageVersion: string;
  label?: string;
}): Promise<ReleasedBuild> {
  const { pkg, distDir, releasesDir, packageVersion, label } = options;
  const version = versionName(packageVersion, await contentHash(distDir), label);
  const target = releaseDirOf(releasesDir, pkg, version);
  if (await exists(target)) return { version, dir: target, created: false };

  const temp = path.join(releasesDir, pkg, `${TEMP_PREFIX}${version}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.cp(distDir, temp, { recursive: true, errorOnExist: true, force: false });
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    // Another release of the same content won the race: its folder is identical.
    if (await exists(target)) return { version, dir: target, created: false };
    throw error;
  }
  return { version, dir: target, created: true };
}

/** Released versions of `pkg`, oldest first (by folder time). */
export async function listReleases(releasesDir: string, pkg: ReleasedPackage): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(releasesDir, pkg), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const versions: { version: string; releasedAt: number }[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const stat = await fs.stat(path.join(releasesDir, pkg, entry.name));
    versions.push({ version: entry.name, releasedAt: stat.mtimeMs });
  }
  return versions.sort((a, b) => a.releasedAt - b.releasedAt).map((v) => v.version);
}
