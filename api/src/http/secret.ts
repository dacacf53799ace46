// The key that signs cookies and derives CSRF tokens. SESSION_SECRET wins; otherwise a
// random key is generated once per data directory and kept there, so restarts keep sessions.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveSessionSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
