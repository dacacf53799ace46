// Reading the outbox: the .eml files the mailer writes when SMTP_URL is not set.
// A small MIME reader, enough for what nodemailer writes (multipart/alternative of a
// text/plain and a text/html part; 7bit, 8bit, quoted-printable or base64; RFC 2047 subjects).
import fs from 'node:fs';
import path from 'node:path';

export interface ParsedEmail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface OutboxEntry {
  file: string;
  date: string;
  to: string;
  subject: string;
  /** The http(s) links of the plain-text body, in order, without repeats. */
  links: string[];
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): Buffer {
  const joined = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const character = joined[i]!;
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) → text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function boundaryOf(contentType: string): string | null {
  const match = /boundary="?([^";]+)"?/i.exec(contentType);
  return match ? match[1]! : null;
}

function collectParts(headers: Record<string, string>, body: string, into: ParsedEmail): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(contentType)) {
    const boundary = boundaryOf(contentType);
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break; // closing delimiter
      const part = splitHeaders(section.replace(/^\n/, ''));
      collectParts(part.headers, part.body.replace(/\n$/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(contentType)) into.html ||= decoded;
  else if (/^text\/plain/i.test(contentType)) into.text ||= decoded;
}

export function parseEml(raw: string): ParsedEmail {
  const { headers, body } = splitHeaders(raw);
  const parsed: ParsedEmail = { headers: {}, text: '', html: '' };
  for (const [name, value] of Object.entries(headers)) parsed.headers[name] = decodeHeader(value);
  collectParts(headers, body, parsed);
  return parsed;
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/** The newest `limit` messages of the outbox, newest first. */
export function listOutbox(directory: string, limit = 10): OutboxEntry[] {
  let names: string[];
  try {
    names = fs.readdirSync(directory).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .slice(0, limit)
    .map((name) => {
      const file = path.join(directory, name);
      const email = parseEml(fs.readFileSync(file, 'utf8'));
      return {
        file,
        date: email.headers.date ?? '',
        to: email.headers.to ?? '',
        subject: email.headers.subject ?? '',
        links: extractLinks(email.text),
      };
    });
}
