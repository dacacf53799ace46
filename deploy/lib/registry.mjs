// The registry (remotes.json: which released version each area serves) and its history
// (every version an area was pointed at, in order, so rollback knows the previous one).
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS } from './paths.mjs';
import { assertValidVersion, isReleased } from './releases.mjs';

export const registryFile = (stateDir) => path.join(stateDir, 'remotes.json');
export const historyFile = (stateDir) => path.join(stateDir, 'history.json');

/** The URL the shell registers for a released remote. */
export function entryUrl(pkg, version) {
  assertValidVersion(version);
  return `/remotes/${pkg}/${version}/mf-manifest.json`;
}

export function areaOf(pkg) {
  const area = REMOTE_AREAS[pkg];
  if (!area) throw new Error(`Unknown remote package '${pkg}' (known: ${Object.keys(REMOTE_AREAS).join(', ')})`);
  return area;
}

/** Accepts a package name (mf-directory) or an area name (directory). */
export function packageOf(name) {
  if (REMOTE_AREAS[name]) return name;
  const pkg = Object.keys(REMOTE_AREAS).find((candidate) => REMOTE_AREAS[candidate] === name);
  if (!pkg) throw new Error(`Unknown remote '${name}' (known: ${Object.keys(REMOTE_AREAS).join(', ')})`);
  return pkg;
}

/** @returns {Promise<any|null>} the parsed file, or null when it does not exist */
export async function readJson(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes the whole file to a temporary sibling, flushes it, then renames it over the
 * target: a reader (the server, on every request) sees the old or the new file, never half.
 */
export async function writeJsonAtomic(file, data) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export async function readRegistry(stateDir) {
  return readJson(registryFile(stateDir));
}

async function readHistory(stateDir) {
  return (await readJson(historyFile(stateDir))) ?? {};
}

async function writeRegistryEntry(stateDir, pkg, version) {
  const registry = (await readRegistry(stateDir)) ?? { remotes: {} };
  registry.remotes = { ...registry.remotes, [areaOf(pkg)]: { entry: entryUrl(pkg, version), version } };
  await writeJsonAtomic(registryFile(stateDir), registry);
}

async function assertReleased(releasesDir, pkg, version) {
  if (!(await isReleased(releasesDir, pkg, version))) {
    throw new Error(`${pkg} ${version} is not released (no ${path.join(releasesDir, pkg, version)})`);
  }
}

/** The version the registry serves for `pkg`'s area, or null. */
export async function currentVersion(stateDir, pkg) {
  const registry = await readRegistry(stateDir);
  return registry?.remotes?.[areaOf(pkg)]?.version ?? null;
}

/** Points the area at a released version and records it in the history. */
export async function promote({ stateDir, releasesDir, pkg, version, now = new Date() }) {
  await assertReleased(releasesDir, pkg, version);
  const area = areaOf(pkg);
  const history = await readHistory(stateDir);
  const stack = history[area] ?? [];
  if (stack.at(-1)?.version !== version) stack.push({ version, at: now.toISOString() });
  history[area] = stack;
  // History first: if the registry write then fails, a retry repairs it without a duplicate.
  await writeJsonAtomic(historyFile(stateDir), history);
  await writeRegistryEntry(stateDir, pkg, version);
  return version;
}

/**
 * Points the area back: at the version before the current one in its history, or at `to`
 * (which must be released). The versions after the target leave the history.
 * @returns {Promise<{ from: string|null, to: string }>}
 */
export async function rollback({ stateDir, releasesDir, pkg, to, now = new Date() }) {
  const area = areaOf(pkg);
  const from = await currentVersion(stateDir, pkg);
  const history = await readHistory(stateDir);
  let stack = history[area] ?? [];
  let target;
  if (to) {
    await assertReleased(releasesDir, pkg, to);
    const index = stack.findLastIndex((step) => step.version === to);
    stack = index >= 0 ? stack.slice(0, index + 1) : [...stack, { version: to, at: now.toISOString() }];
    target = to;
  } else {
    if (stack.length < 2) throw new Error(`${pkg} has no earlier version to roll back to.`);
    stack = stack.slice(0, -1);
    target = stack.at(-1).version;
    await assertReleased(releasesDir, pkg, target);
  }
  history[area] = stack;
  await writeJsonAtomic(historyFile(stateDir), history);
  await writeRegistryEntry(stateDir, pkg, target);
  return { from, to: target };
}

/** Per area: the version served and the history, newest last. */
export async function status(stateDir) {
  const registry = (await readRegistry(stateDir)) ?? { remotes: {} };
  const history = await readHistory(stateDir);
  return Object.entries(REMOTE_AREAS).map(([pkg, area]) => ({
    pkg,
    area,
    current: registry.remotes?.[area]?.version ?? null,
    history: (history[area] ?? []).map((step) => step.version),
  }));
}
