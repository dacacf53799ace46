// Helpers for the contribution suites (src/resources/contributions, src/resources/review):
// signed-in browsers of each kind, multipart bodies as a browser's FormData sends them, and
// test images made with sharp.
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/database';
import { eq } from 'drizzle-orm';
import { organizationMemberships, organizations, projectMemberships, projects } from '../src/db/schema';
import { createSession } from '../src/resources/accounts/sessions';
import { Browser, createUser } from './accounts';

export interface Member {
  browser: Browser;
  id: number;
  email: string;
}

/** A signed-in browser (session row created directly: no argon2 sign-in per test). */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  options: { verified?: boolean; staff?: boolean; https?: boolean; fullName?: string } = {},
): Promise<Member> {
  const user = await createUser(db, { verified: options.verified ?? true, staff: options.staff ?? false, fullName: options.fullName });
  const browser = new Browser(app, { https: options.https });
  const token = await createSession(db, user.id);
  browser.cookies.set(options.https ? '__Host-sessionid' : 'sessionid', token);
  await browser.session();
  return { browser, id: user.id, email: user.email };
}

/** Give a user a membership directly (as if staff had decided). Returns the entity id. */
export async function grantMembership(
  db: Db,
  kind: 'organization' | 'project',
  slug: string,
  userId: number,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
): Promise<number> {
  if (kind === 'organization') {
    const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    await db.insert(organizationMemberships).values({ userId, organizationId: row!.id, status });
    return row!.id;
  }
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.slug, slug));
  await db.insert(projectMemberships).values({ userId, projectId: row!.id, status });
  return row!.id;
}

/** An anonymous browser holding its CSRF token (as the shell has after loading the session). */
export async function anonymous(app: FastifyInstance): Promise<Browser> {
  const browser = new Browser(app);
  await browser.session();
  return browser;
}

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body (the parts in the order given, as FormData sends them). */
function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----fusion${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart body with the browser's cookies and CSRF token. */
export function postMultipart(
  app: FastifyInstance,
  browser: Browser | null,
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  const base: Record<string, string> = { 'content-type': contentType };
  if (browser) {
    if (browser.cookies.size) base.cookie = browser.cookieHeader();
    if (browser.csrf) base['x-csrftoken'] = browser.csrf;
    if (browser.options.https) base['x-forwarded-proto'] = 'https';
  }
  return app.inject({ method: 'POST', url, payload, headers: { ...base, ...headers }, remoteAddress: browser?.ip });
}

/** Save an edit: mainData (JSON) first, then the other parts. */
export function saveEdit(
  app: FastifyInstance,
  browser: Browser | null,
  kind: 'organization' | 'project',
  mainData: unknown,
  parts: Part[] = [],
  headers: Record<string, string> = {},
) {
  return postMultipart(app, browser, `/api/v1/${kind}/edit`, [{ name: 'mainData', value: JSON.stringify(mainData) }, ...parts], headers);
}

// ---------------------------------------------------------------- images

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } });

export const makePng = (width = 32, height = 24) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 32, height = 24) => solid(width, height).webp().toBuffer();
export const makeGif = (width = 16, height = 16) => solid(width, height).gif().toBuffer();
/** A JPEG carrying EXIF (camera make, GPS-like comment) and an orientation tag. */
export const makeJpegWithExif = () =>
  solid(40, 20)
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1', ImageDescription: 'home address 12 Main St' } })
    .toBuffer();

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" viewBox="0 0 20 20" onload="alert('onload')">
  <script>alert('script')</script>
  <script xlink:href="https://evil.example/x.js"></script>
  <rect width="20" height="20" fill="#3b2b8f" onclick="alert('click')"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <rect width="5" height="5" fill="url(https://evil.example/paint.svg#p)"/>
  <a href="javascript:alert('link')"><circle cx="10" cy="10" r="4" fill="#fff"/></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
</svg>`;

export const GOOD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#3b2b8f"/><stop offset="1" stop-color="#e0d4ff"/></linearGradient></defs>
  <rect width="40" height="20" rx="4" fill="url(#g)"/>
</svg>`;
