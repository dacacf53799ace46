import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { atomicWriter, promote, readState, registryOf, rollback, stateFile, type StateWriter } from '../src/state/releaseState';
import { makeTempDir } from './helpers';

const ITERATIONS = 20;

/** Fails its first `failures` writes, then writes atomically. */
function flakyWriter(failures: number): StateWriter {
  let left = failures;
  return {
    async write(file, text) {
      if (left > 0) {
        left -= 1;
        throw new Error('disk full (simulated)');
      }
      await atomicWriter.write(file, text);
    },
  };
}

async function servedThrough(stateDir: string, versions: string[]) {
  for (const version of versions) await promote({ stateDir, target: 'directory', version });
}

describe('release state', () => {
  it('promotes, records the history, and derives the registry from it', async () => {
    const stateDir = await makeTempDir();
    await servedThrough(stateDir, ['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb']);
    await promote({ stateDir, target: 'shell', version: '1.0.0-cccccccc' });
    const state = await readState(stateDir);
    assert.equal(state.targets.directory?.current, '1.0.0-bbbbbbbb');
    assert.deepEqual(
      state.targets.directory?.history.map((step) => step.version),
      ['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb'],
    );
    assert.deepEqual(registryOf(state), {
      directory: { entry: '/releases/mf-directory/1.0.0-bbbbbbbb/remoteEntry.js', version: '1.0.0-bbbbbbbb' },
    });
  });

  it('promoting the version already served changes nothing (a retried promote)', async () => {
    const stateDir = await makeTempDir();
    await servedThrough(stateDir, ['1.0.0-aaaaaaaa']);
    const again = await promote({ stateDir, target: 'directory', version: '1.0.0-aaaaaaaa' });
    assert.equal(again.changed, false);
    assert.equal((await readState(stateDir)).targets.directory?.history.length, 1);
  });

  it('walks back one step per rollback: a → b → c, rollback → b, rollback → a', async () => {
    const stateDir = await makeTempDir();
    await servedThrough(stateDir, ['a', 'b', 'c']);
    assert.equal((await rollback({ stateDir, target: 'directory' })).to, 'b');
    assert.equal((await rollback({ stateDir, target: 'directory' })).to, 'a');
    await assert.rejects(rollback({ stateDir, target: 'directory' }), /no earlier version/);
  });

  it(`a rollback retried after a failed state write rolls back once (${ITERATIONS}×)`, async () => {
    for (let i = 0; i < ITERATIONS; i += 1) {
      const stateDir = await makeTempDir();
      await servedThrough(stateDir, ['a', 'b', 'c']);
      // The first attempt fails while writing; the operator runs the same command again.
      await assert.rejects(rollback({ stateDir, target: 'directory', from: 'c', writer: flakyWriter(1) }), /disk full/);
      assert.equal((await readState(stateDir)).targets.directory?.current, 'c', 'a failed write changed nothing');
      const retried = await rollback({ stateDir, target: 'directory', from: 'c' });
      assert.deepEqual([retried.changed, retried.to], [true, 'b']);
      // And a retry after it did succeed is a no-op, not a second step back.
      const again = await rollback({ stateDir, target: 'directory', from: 'c' });
      assert.equal(again.changed, false);
      assert.equal((await readState(stateDir)).targets.directory?.current, 'b');
    }
  });

  it(`two promotions at the same moment both land (${ITERATIONS}×)`, async () => {
    for (let i = 0; i < ITERATIONS; i += 1) {
      const stateDir = await makeTempDir();
      await Promise.all([
        promote({ stateDir, target: 'directory', version: `1.0.0-d${i}` }),
        promote({ stateDir, target: 'content', version: `1.0.0-c${i}` }),
        promote({ stateDir, target: 'account', version: `1.0.0-a${i}` }),
      ]);
      const state = await readState(stateDir);
      assert.deepEqual(
        [state.targets.directory?.current, state.targets.content?.current, state.targets.account?.current],
        [`1.0.0-d${i}`, `1.0.0-c${i}`, `1.0.0-a${i}`],
      );
    }
  });

  it('refuses a rollback when the version served is not the one the caller saw', async () => {
    const stateDir = await makeTempDir();
    await servedThrough(stateDir, ['a', 'b', 'c', 'd']);
    await assert.rejects(rollback({ stateDir, target: 'directory', from: 'b' }), /serves d, not b/);
  });
});

describe('atomic state writes', () => {
  /** Writes a large state repeatedly while reading it; resolves with the number of torn reads. */
  async function tornReads(writer: StateWriter): Promise<number> {
    const dir = await makeTempDir();
    const file = stateFile(dir);
    const big = (n: number) => JSON.stringify({ targets: {}, padding: `${n}`.repeat(400_000) });
    await atomicWriter.write(file, big(0));
    let torn = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        try {
          JSON.parse(await fs.readFile(file, 'utf8'));
        } catch {
          torn += 1;
        }
      }
    })();
    for (let n = 1; n <= 40; n += 1) await writer.write(file, big(n % 10));
    writing = false;
    await reader;
    return torn;
  }

  const naiveWriter: StateWriter = { write: (file, text) => fs.writeFile(file, text) };

  it('never lets a reader see a half-written file', async () => {
    assert.equal(await tornReads(atomicWriter), 0);
  });

  it('(the check above can fail: a plain overwrite is caught tearing)', async () => {
    assert.ok((await tornReads(naiveWriter)) > 0, 'the torn-read detector saw nothing');
  });

  it('leaves no temporary files behind', async () => {
    const dir = await makeTempDir();
    await atomicWriter.write(path.join(dir, 'state.json'), '{}');
    assert.deepEqual(await fs.readdir(dir), ['state.json']);
  });
});
