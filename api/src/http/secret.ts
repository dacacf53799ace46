// The key that signs cookies and derives CSRF tokens. SESSION_SECRET wins; otherwise a
// random key is generated once per data directory and kept there, so restarts keep sessions.
// Several processes may start at once on one data directory (npm run start:prod): the key is
// written to a temporary file and hard-linked into place, which fails if another process got
// there first — then everyone uses that one, so a CSRF token or cookie signed by one process is
// valid in all of them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

function readStored(file: string): string | null {
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    return stored.length >= MIN_LENGTH ? stored : null;
  } catch {
    return null; // not created yet
  }
}

export function resolveSessionSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  const stored = readStored(file);
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, secret, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file); // atomic: the whole key appears, or EEXIST
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readStored(file);
    if (!winner) throw new Error(`${file} exists but holds no usable key: delete it or set SESSION_SECRET.`);
    return winner;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
