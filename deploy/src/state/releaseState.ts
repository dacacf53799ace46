// The one release state: for the shell and each area, the version served and every version it
// was pointed at. One file (state.json), changed only under a lock (proper-lockfile) and
// written atomically (temp file + fsync + rename), so concurrent commands cannot lose each
// other's changes and a crash leaves the old state or the new one, never half. The registry
// the browser gets (/remotes.json and the page's BootPayload) is derived from it.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { RemoteRegistry } from 'mf-shared/protocol';
import { REMOTE_AREAS, RELEASED_PACKAGES, type ReleasedPackage, type ReleaseTarget } from '../paths';
import { assertValidVersion } from '../releases/versions';

interface HistoryStep {
  version: string;
  at: string;
  action: 'promote' | 'rollback';
}

export interface TargetState {
  current: string | null;
  history: HistoryStep[];
}

export interface ReleaseState {
  targets: Partial<Record<ReleaseTarget, TargetState>>;
}

export const stateFile = (stateDir: string) => path.join(stateDir, 'state.json');

const EMPTY: ReleaseState = { targets: {} };

export async function readState(stateDir: string): Promise<ReleaseState> {
  try {
    const parsed = JSON.parse(await fs.readFile(stateFile(stateDir), 'utf8')) as ReleaseState;
    return { targets: parsed.targets ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(EMPTY);
    throw error;
  }
}

/** Writers are swappable so tests can make a write fail (the retry cases). */
export interface StateWriter {
  write(file: string, text: string): Promise<void>;
}

/** temp file in the same folder → fsync → rename over the target: readers see old or new. */
export const atomicWriter: StateWriter = {
  async write(file, text) {
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
  },
};

export interface StateOptions {
  stateDir: string;
  writer?: StateWriter;
}

/**
 * Runs `change` on the current state under the lock and writes the result. `change` returns
 * the new state, or null to leave the file untouched (an idempotent retry).
 */
async function updateState<T>(
  { stateDir, writer = atomicWriter }: StateOptions,
  change: (state: ReleaseState) => { state: ReleaseState | null; result: T },
): Promise<T> {
  await fs.mkdir(stateDir, { recursive: true });
  const file = stateFile(stateDir);
  // The lock is a folder next to the file (works before the file exists); stale after 10 s.
  const release = await lockfile.lock(stateDir, {
    lockfilePath: `${file}.lock`,
    stale: 10_000,
    retries: { retries: 50, factor: 1.3, minTimeout: 20, maxTimeout: 500 },
  });
  try {
    const { state, result } = change(await readState(stateDir));
    if (state) await writer.write(file, `${JSON.stringify(state, null, 2)}\n`);
    return result;
  } finally {
    await release();
  }
}

function targetState(state: ReleaseState, target: ReleaseTarget): TargetState {
  return state.targets[target] ?? { current: null, history: [] };
}

/** Points `target` at `version`. Promoting the version already served changes nothing. */
export function promote(options: StateOptions & { target: ReleaseTarget; version: string; now?: Date }) {
  const { target, version, now = new Date() } = options;
  assertValidVersion(version);
  return updateState(options, (state) => {
    const current = targetState(state, target);
    if (current.current === version) return { state: null, result: { changed: false, version } };
    const next = structuredClone(state);
    next.targets[target] = {
      current: version,
      history: [...current.history, { version, at: now.toISOString(), action: 'promote' }],
    };
    return { state: next, result: { changed: true, version } };
  });
}

export interface RollbackRequest extends StateOptions {
  target: ReleaseTarget;
  /** A specific earlier version; default: the one served before the current one. */
  to?: string;
  /**
   * The version the caller saw served. When given, the rollback is idempotent: if `from` is no
   * longer served because this rollback already happened, nothing changes.
   */
  from?: string;
  now?: Date;
}

/** The version served before the current one (skipping steps that served the current again). */
function previousVersion(history: HistoryStep[], current: string | null): string | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const step = history[i]!;
    if (step.version !== current) return step.version;
  }
  return null;
}

export interface RollbackResult {
  changed: boolean;
  from: string | null;
  to: string | null;
}

export function rollback(options: RollbackRequest): Promise<RollbackResult> {
  const { target, to, from, now = new Date() } = options;
  if (to) assertValidVersion(to);
  return updateState<RollbackResult>(options, (state) => {
    const current = targetState(state, target);
    if (from !== undefined && current.current !== from) {
      // Someone (or an earlier attempt of this command) already moved it.
      if (to && current.current === to) return { state: null, result: { changed: false, from, to } };
      const last = current.history.at(-1);
      if (!to && last?.action === 'rollback' && current.history.at(-2)?.version === from) {
        return { state: null, result: { changed: false, from, to: current.current } };
      }
      throw new Error(`${target} serves ${current.current ?? 'nothing'}, not ${from}: not rolling back.`);
    }
    const target_ = to ?? rollbackTarget(current);
    if (!target_) throw new Error(`${target} has no earlier version to roll back to.`);
    if (target_ === current.current) return { state: null, result: { changed: false, from: current.current, to: target_ } };
    const next = structuredClone(state);
    next.targets[target] = {
      current: target_,
      history: [...current.history, { version: target_, at: now.toISOString(), action: 'rollback' }],
    };
    return { state: next, result: { changed: true, from: current.current, to: target_ } };
  });
}

/** Where a plain rollback of this target goes: the version served before the current one. */
export function rollbackTarget(entry: TargetState): string | null {
  return previousVersion(rollbackBase(entry.history), entry.current);
}

/**
 * The history a plain rollback walks back through: each earlier rollback undid the steps
 * since the version it went back to, so those are skipped (a → b → c, rollback → b, rollback → a).
 */
function rollbackBase(history: HistoryStep[]): HistoryStep[] {
  const effective: HistoryStep[] = [];
  for (const step of history) {
    if (step.action === 'rollback') {
      const index = effective.findLastIndex((earlier) => earlier.version === step.version);
      if (index >= 0) effective.splice(index + 1);
      else effective.push(step);
    } else {
      effective.push(step);
    }
  }
  return effective;
}

/** The registry the browser gets: where each area's current browser build lives. */
export function registryOf(state: ReleaseState): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const area of REMOTE_AREAS) {
    const current = state.targets[area]?.current;
    if (!current) continue;
    const pkg = packageForTarget(area);
    registry[area] = { entry: `/releases/${pkg}/${current}/remoteEntry.js`, version: current };
  }
  return registry;
}

export function packageForTarget(target: ReleaseTarget): ReleasedPackage {
  return (Object.keys(RELEASED_PACKAGES) as ReleasedPackage[]).find((pkg) => RELEASED_PACKAGES[pkg] === target)!;
}
