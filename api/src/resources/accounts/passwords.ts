// Password hashing (argon2id) and the password policy.
//
// Hash: argon2id, m = 19 MiB (19456 KiB), t = 2, p = 1 — the OWASP Password Storage Cheat
// Sheet's first configuration; @node-rs/argon2 adds a random 16-byte salt and returns the PHC
// string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) stored in users.password_hash.
//
// Policy (OWASP ASVS 5.0 V6.2): at least 8 and at most 256 characters (counted as Unicode code
// points; nothing is truncated or case-folded before hashing), no composition rules, and not
// one of the 10,000 common passwords in data/common-passwords.txt (compared case-insensitively).
//
// Passwords are never logged: they only travel in request bodies, which are not logged, and
// no message built here contains one.
import fs from 'node:fs';
import path from 'node:path';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum in the typings, absent at run time). */
const ARGON2ID = 2 as Algorithm;

const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;

const PASSWORD_TOO_SHORT = `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`;
const PASSWORD_TOO_LONG = `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`;
const PASSWORD_TOO_COMMON = 'This password is too common.';

const COMMON_PASSWORDS_FILE = path.join(__dirname, 'data', 'common-passwords.txt');

let commonPasswords: Set<string> | null = null;

/** The common password list, lower-cased (read once; the leading '#' lines are its header). */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const lines = fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');
  let start = 0;
  while (start < lines.length && lines[start]!.startsWith('#')) start += 1;
  commonPasswords = new Set(
    lines
      .slice(start)
      .map((line) => line.replace(/\r$/, '').toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** null when the password is acceptable, else the message to show. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (loadCommonPasswords().has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

// Verified against when the account does not exist, so that an unknown email costs the same
// time as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | null = null;

/** Does the password match the stored hash? A missing hash never matches (same time cost). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not a password of anyone', HASH_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // not a PHC string we can read
  }
}

/** Was the hash made with other parameters than today's (then it is replaced at sign-in)? */
export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost !== HASH_OPTIONS.memoryCost ||
      options.timeCost !== HASH_OPTIONS.timeCost ||
      options.parallelism !== HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
