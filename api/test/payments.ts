// Helpers for the payment suites (src/resources/stripe/): the local test mode's checkout driven
// like a browser, Stripe events signed with the local webhook secret, and the organization's
// membership as stored.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../src/db/database';
import { queryRows } from '../src/db/helpers';
import { billingAccounts, organizations, stripeEvents, stripeTestObjects } from '../src/db/schema';
import { localWebhookSecret } from '../src/resources/stripe/config';
import { TEST_CONFIG } from './app';
import { grantMembership, signedIn, type Member } from './contributions';

/** Test mode whatever the developer's shell exports. */
export function forceTestMode(): void {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY', 'API_TEST_CLOCK_FILE']) {
    delete process.env[name];
  }
}

export const WEBHOOK_SECRET = localWebhookSecret(TEST_CONFIG.sessionSecret);
const WEBHOOK_URL = '/api/v1/stripe/webhook/';

let counter = 0;
const eventId = (label = 'evt') => `evt_${label}_${crypto.randomBytes(6).toString('hex')}_${(counter += 1)}`;

/** A Stripe event (the fields the handler reads, in Stripe's shape). */
export function stripeEvent(type: string, object: object, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? eventId(),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** POST an event to the webhook, signed (by default with the local secret). */
export function postEvent(
  app: FastifyInstance,
  event: object | string,
  options: { secret?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** A signed-in user (full name) with an approved claim of `slug`. */
export async function owner(app: FastifyInstance, db: Db, slug: string, options: { fullName?: string } = {}) {
  const member = await signedIn(app, db, { fullName: options.fullName ?? 'Ada Fusion' });
  const organizationId = await grantMembership(db, 'organization', slug, member.id, 'approved');
  return { ...member, organizationId };
}

export function subscribe(member: Member, organizationId: number | string, planType = 'monthly') {
  return member.browser.call('POST', '/api/v1/stripe/subscribe/', { json: { orgId: organizationId, planType } });
}

/** The local checkout page: its HTML and the CSRF token of its form. */
export async function checkoutPage(member: Member, url: string): Promise<{ response: LightMyRequestResponse; token: string | null }> {
  const response = await member.browser.call('GET', url);
  const token = /name="csrf_token" value="([^"]*)"/.exec(response.body)?.[1] ?? null;
  return { response, token };
}

/** Subscribe and press 'Complete test payment'. */
export async function subscribeAndPay(app: FastifyInstance, db: Db, slug: string, planType = 'monthly') {
  const member = await owner(app, db, slug);
  const answer = await subscribe(member, member.organizationId, planType);
  if (answer.statusCode !== 200) throw new Error(`subscribe answered ${answer.statusCode}: ${answer.body}`);
  const url = JSON.parse(answer.body).url as string;
  const { token } = await checkoutPage(member, url);
  const completed = await member.browser.call('POST', `${url}/complete`, { form: { csrf_token: token ?? '' } });
  if (completed.statusCode !== 303) throw new Error(`completing answered ${completed.statusCode}: ${completed.body}`);
  return { member, organizationId: member.organizationId, checkoutUrl: url, completed };
}

export interface StoredMembership {
  isAffiliate: boolean;
  subStatus: 'active' | 'canceled' | null;
  nextBillingDate: string | null;
}

/** The organization's columns (next_billing_date as ISO-8601). */
export async function membership(db: Db, organizationId: number): Promise<StoredMembership> {
  const [row] = await db
    .select({
      isAffiliate: organizations.isAffiliate,
      subStatus: organizations.subStatus,
      end: sql<number | null>`(extract(epoch FROM ${organizations.nextBillingDate}) * 1000)::float8`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return {
    isAffiliate: row!.isAffiliate,
    subStatus: row!.subStatus,
    nextBillingDate: row!.end === null ? null : new Date(Number(row!.end)).toISOString(),
  };
}

export async function account(db: Db, organizationId: number) {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.organizationId, organizationId));
  return row ?? null;
}

export async function eventRows(db: Db) {
  return db.select().from(stripeEvents).orderBy(stripeEvents.receivedAt);
}

/** A test-mode Stripe object as the local stand-in keeps it. */
export async function testObject<T = any>(db: Db, id: string): Promise<T> {
  const [row] = await db.select({ data: stripeTestObjects.data }).from(stripeTestObjects).where(eq(stripeTestObjects.id, id));
  return row!.data as T;
}

/** Change a test-mode Stripe object (what Stripe's own state changes would be). */
export async function setTestObject(db: Db, id: string, changes: object): Promise<void> {
  const current = await testObject<object>(db, id);
  await db
    .update(stripeTestObjects)
    .set({ data: { ...current, ...changes } })
    .where(eq(stripeTestObjects.id, id));
}

export async function insertTestObject(db: Db, id: string, type: string, data: object): Promise<void> {
  await db.insert(stripeTestObjects).values({ id, type, data });
}

/** A new approved organization (the fixtures have a handful; suites that pay for many need more). */
export async function newOrganization(db: Db, slug: string, values: Partial<typeof organizations.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(organizations)
    .values({ slug, displayName: slug.replace(/-/g, ' '), countryCode: 'US', country: 'United States', ...values })
    .returning({ id: organizations.id });
  return row!.id;
}

export async function dataVersionRow(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string }>(db, sql`SELECT version::text AS version FROM data_version WHERE id = 1`);
  return Number(row!.version);
}

export const seconds = (iso: string | number | Date) => Math.floor(new Date(iso).getTime() / 1000);
