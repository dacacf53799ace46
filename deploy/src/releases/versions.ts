// Release version names: `<package version>-<8 hex content hash>` (`…-<label>-<hash>` with a label).
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const LABEL_PATTERN = /^[a-z0-9][a-z0-9.-]{0,39}$/i;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

async function listFilesRecursively(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFilesRecursively(full, base)));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** First 8 hex characters of a sha256 over every file's relative path and bytes. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFilesRecursively(dir)) {
    hash.update(file).update('\0');
    hash.update(await fs.readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** Throws unless `label` is safe to put in a folder name and a URL. */
function assertValidLabel(label: string): void {
  if (!LABEL_PATTERN.test(label)) {
    throw new Error(`Invalid label '${label}': use letters, digits, '.' and '-' (at most 40, starting with a letter or digit).`);
  }
}

export function versionName(packageVersion: string, hash: string, label?: string): string {
  if (!/^[0-9a-f]{8}$/.test(hash)) throw new Error(`Invalid content hash '${hash}'`);
  if (label) assertValidLabel(label);
  return label ? `${packageVersion}-${label}-${hash}` : `${packageVersion}-${hash}`;
}

/** Throws unless `version` is a plain folder name (no path separators, no '..'). */
export function assertValidVersion(version: unknown): asserts version is string {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new Error(`Invalid version '${String(version)}'`);
  }
}
