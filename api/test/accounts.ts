// Helpers for the account tests: a cookie-keeping client that behaves like a browser on the
// site (sends its cookies and the X-CSRFToken of the last session call), and test users.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/database';
import { users } from '../src/db/schema';
import { listOutbox, parseEml, type ParsedEmail } from '../src/mail/outbox';
import { hashPassword } from '../src/resources/accounts/passwords';
import fs from 'node:fs';

export interface SetCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names → values ('' for flags such as HttpOnly). */
  attributes: Record<string, string>;
  raw: string;
}

export function setCookiesOf(response: LightMyRequestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return list.map((raw) => {
    const [pair, ...rest] = raw.split(';');
    const separator = pair!.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const attribute of rest) {
      const [name, ...value] = attribute.trim().split('=');
      attributes[name!.toLowerCase()] = value.join('=');
    }
    return { name: pair!.slice(0, separator).trim(), value: pair!.slice(separator + 1).trim(), attributes, raw };
  });
}

export interface CallOptions {
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Send no X-CSRFToken. */
  noCsrf?: boolean;
}

let browsers = 0;
/** A loopback address of its own for each browser, so per-IP rate limits only meet where a test wants them to. */
const nextAddress = () => {
  browsers += 1;
  return `127.1.${Math.floor(browsers / 250) % 250}.${(browsers % 250) + 1}`;
};

/** A browser: a cookie jar, a client address, http or https (X-Forwarded-Proto through the trusted proxy). */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly options: { https?: boolean; ip?: string } = {},
  ) {
    this.ip = options.ip ?? nextAddress();
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (this.csrf && !options.noCsrf) headers['x-csrftoken'] = this.csrf;
    if (this.options.https) headers['x-forwarded-proto'] = 'https';
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, ...options.headers },
      payload,
      remoteAddress: this.ip,
    });
    for (const cookie of setCookiesOf(response)) {
      if (cookie.attributes['max-age'] === '0' || !cookie.value) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** GET /api/accounts/session/ and keep its csrf (what the shell does on every load). */
  async session(): Promise<{
    is_authenticated: boolean;
    csrf: string;
    organization_memberships: unknown[];
    project_memberships: unknown[];
  }> {
    const response = await this.call('GET', '/api/accounts/session/');
    const body = JSON.parse(response.body);
    this.csrf = body.csrf;
    return body;
  }

  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.csrf) await this.session();
    const response = await this.call('POST', '/api/accounts/login/', { form: { username, password } });
    if (response.statusCode === 302) await this.session();
    return response;
  }

  /** The session cookie's value under whichever name this protocol uses. */
  sessionCookie(): string | undefined {
    return this.cookies.get(this.options.https ? '__Host-sessionid' : 'sessionid');
  }
}

let counter = 0;
/** A unique address per call (suites share nothing, but tests in a suite should not collide). */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${(counter += 1)}@example.org`;

export async function createUser(
  db: Db,
  values: { email?: string; password?: string; fullName?: string; verified?: boolean; staff?: boolean } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = values.email ?? uniqueEmail();
  const password = values.password ?? 'plasma-confinement-42';
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName: values.fullName ?? 'Test User',
      passwordHash: await hashPassword(password),
      isVerified: values.verified ?? false,
      isStaff: values.staff ?? false,
    })
    .returning();
  return { id: user!.id, email, password };
}

/** Every message of an outbox addressed to `to`, oldest first. */
export function mailTo(outboxDir: string, to: string): ParsedEmail[] {
  return listOutbox(outboxDir, 10_000)
    .reverse()
    .filter((entry) => entry.to === to)
    .map((entry) => parseEml(fs.readFileSync(entry.file, 'utf8')));
}

/** The path + query of an emailed link (the tests call the app directly, not SITE_URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
