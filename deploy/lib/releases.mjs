// Released builds: each remote's dist/ copied, once, into releases/<package>/<version>/.
// A version folder is immutable: it is written under a temporary name and renamed into
// place, and an existing one is never overwritten (its files are cached for a year).
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const LABEL_PATTERN = /^[a-z0-9][a-z0-9.-]{0,39}$/i;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;
/** Temporary folders start with a dot so they are never listed or served as a version. */
const TEMP_PREFIX = '.incoming-';

async function listFilesRecursively(dir, base = dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFilesRecursively(full, base)));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** First 8 hex characters of a sha256 over every file's relative path and bytes. */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await listFilesRecursively(dir)) {
    hash.update(file).update('\0');
    hash.update(await fs.readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** Throws unless `label` is safe to put in a folder name and a URL. */
export function assertValidLabel(label) {
  if (!LABEL_PATTERN.test(label)) {
    throw new Error(`Invalid label '${label}': use letters, digits, '.' and '-' (at most 40, starting with a letter or digit).`);
  }
}

/** `<package version>-<hash>`, or `<package version>-<label>-<hash>` when a label is given. */
export function versionName(packageVersion, hash, label) {
  if (!/^[0-9a-f]{8}$/.test(hash)) throw new Error(`Invalid content hash '${hash}'`);
  if (label) assertValidLabel(label);
  return label ? `${packageVersion}-${label}-${hash}` : `${packageVersion}-${hash}`;
}

/** Throws unless `version` is a plain folder name (no path separators, no '..'). */
export function assertValidVersion(version) {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new Error(`Invalid version '${version}'`);
  }
}

export function releaseDirOf(releasesDir, pkg, version) {
  assertValidVersion(version);
  return path.join(releasesDir, pkg, version);
}

async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export function isReleased(releasesDir, pkg, version) {
  return exists(releaseDirOf(releasesDir, pkg, version));
}

/**
 * Copies `distDir` into a new version folder unless that exact version exists already.
 * @returns {Promise<{ version: string, dir: string, created: boolean }>}
 */
export async function releaseDist({ pkg, distDir, releasesDir, packageVersion, label }) {
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} has no mf-manifest.json: build ${pkg} first (npm run build -w ${pkg}).`);
  }
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
export async function listReleases(releasesDir, pkg) {
  let entries;
  try {
    entries = await fs.readdir(path.join(releasesDir, pkg), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const versions = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const stat = await fs.stat(path.join(releasesDir, pkg, entry.name));
    versions.push({ version: entry.name, releasedAt: stat.mtime });
  }
  return versions.sort((a, b) => a.releasedAt - b.releasedAt).map((v) => v.version);
}
