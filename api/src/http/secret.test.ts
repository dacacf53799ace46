import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSessionSecret } from './secret';

describe('resolveSessionSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prefers SESSION_SECRET', () => {
    expect(resolveSessionSecret('configured-secret', dataDir)).toBe('configured-secret');
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('generates a key once per data directory and keeps it', () => {
    const first = resolveSessionSecret(null, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(null, dataDir)).toBe(first);
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });

  it('uses the key of a process that wrote it first, while this one was generating its own', () => {
    const file = path.join(dataDir, 'session-secret');
    const other = 'k'.repeat(64);
    // This process reads before the other one writes (nothing there yet), then loses the race.
    const realRead = fs.readFileSync;
    let reads = 0;
    jest.spyOn(fs, 'readFileSync').mockImplementation(((...args: Parameters<typeof fs.readFileSync>) => {
      reads += 1;
      if (reads === 1) {
        fs.writeFileSync(file, other);
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      }
      return realRead(...args);
    }) as typeof fs.readFileSync);
    expect(resolveSessionSecret(null, dataDir)).toBe(other);
    expect(realRead(file, 'utf8')).toBe(other);
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });
});
