// The e2e server's outbox: the mailer writes every email as an .eml file to MAIL_OUTBOX_DIR
// (api/docs/email.md). Tests read what was sent, and the links in it, from there.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BASE } from './site';

const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '';

export interface Mail {
  /** Lower-case header names; the first value of each. */
  headers: Record<string, string>;
  /** The decoded text (quoted-printable undone), every part. */
  body: string;
  /** When the file was written (ms). */
  sentAt: number;
}

/** Quoted-printable soft breaks and escapes, enough to read what nodemailer writes. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parseMail(raw: string, sentAt: number): Mail {
  const end = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { headers, body: decodeQuotedPrintable(raw.slice(end + 4)), sentAt };
}

/** Every email sent so far, newest first. */
export async function readOutbox(): Promise<Mail[]> {
  assert.ok(OUTBOX, 'MAIL_OUTBOX_DIR is set for the e2e server');
  const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(OUTBOX, name);
      const [raw, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
      return parseMail(raw, stat.mtimeMs);
    }),
  );
  return mails.sort((a, b) => b.sentAt - a.sentAt);
}

export const isTo = (mail: Mail, to: string) => (mail.headers.to ?? '').toLowerCase().includes(to.toLowerCase());

/** The emails matching `match`, polling the outbox (up to `timeoutMs`) until there are `count`; newest first. */
export async function waitForMails(match: (mail: Mail) => boolean, { count = 1, timeoutMs = 20_000 } = {}): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox()).filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest email matching `match`, or a failure naming `what`. */
export async function waitForMail(match: (mail: Mail) => boolean, what: string): Promise<Mail> {
  const [mail] = await waitForMails(match);
  assert.ok(mail, `No email ${what} in ${OUTBOX}`);
  return mail;
}

/** The first link of `mail` matching `pattern`, moved to this test's server (the mailer's SITE_URL is another origin here), or null. */
function findLink(mail: Mail, pattern: RegExp): string | null {
  const link = (mail.body.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((candidate) => pattern.test(candidate));
  if (!link) return null;
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${BASE}${url.pathname}${url.search}`;
}

export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = findLink(mail, pattern);
  assert.ok(link, `a link matching ${pattern}`);
  return link;
}

/** The link matching `pattern` in the newest email to `to` (sent after `newerThan`, ms) that has one. */
export async function linkFromOutbox(to: string, pattern: RegExp, { newerThan = 0 } = {}): Promise<string> {
  const mail = await waitForMail(
    (candidate) => isTo(candidate, to) && candidate.sentAt > newerThan && findLink(candidate, pattern) !== null,
    `to ${to} with a link matching ${pattern}`,
  );
  return linkIn(mail, pattern);
}
