// Payment settings (api/docs/payments.md; root README "Payments").
//
// - Real Stripe: STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET + STRIPE_PRICE_MONTHLY +
//   STRIPE_PRICE_YEARLY (the price ids of the two plans). A key without the others is refused
//   at start, with the names of the missing settings.
// - Test mode: no STRIPE_SECRET_KEY. Checkout is a local page of this server and the webhook
//   events it sends are signed with the local secret (STRIPE_WEBHOOK_SECRET if set, else one
//   derived from the session secret). With NODE_ENV=production only when STRIPE_MODE=test says
//   so: a missing key must not quietly hand out free memberships (security review M1).
// - STRIPE_MODE (optional): 'test' or 'stripe', to state the mode; it must agree with the key.
import crypto from 'node:crypto';

export type PlanType = 'monthly' | 'yearly';
export const PLAN_TYPES: readonly PlanType[] = ['monthly', 'yearly'];

/** docs/product/api.md §9: Affiliate (Monthly) $1,000; Affiliate (Annual) $9,000. In cents (test mode's prices). */
export const PLAN_AMOUNTS: Record<PlanType, number> = { monthly: 100_000, yearly: 900_000 };
export const PLAN_NAMES: Record<PlanType, string> = { monthly: 'Affiliate (Monthly)', yearly: 'Affiliate (Annual)' };

export interface BillingConfig {
  mode: 'stripe' | 'test';
  secretKey: string | null;
  webhookSecret: string;
  prices: Record<PlanType, string>;
}

/** Test mode's price ids. */
export const TEST_PRICES: Record<PlanType, string> = { monthly: 'price_test_affiliate_monthly', yearly: 'price_test_affiliate_yearly' };

/** The webhook secret of test mode when STRIPE_WEBHOOK_SECRET is not set. */
export function localWebhookSecret(sessionSecret: string): string {
  return `whsec_local_${crypto.createHmac('sha256', sessionSecret).update('local-stripe-webhook').digest('hex').slice(0, 40)}`;
}

export const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;

export type PaymentsMode = BillingConfig['mode'];

/**
 * The mode the environment asks for; throws, naming the variables, when it asks for nothing
 * usable: production without a Stripe key and without STRIPE_MODE=test, or a contradiction.
 * Cheap and secret-free, so a server checks it before opening its database.
 */
export function paymentsMode(env: NodeJS.ProcessEnv): PaymentsMode {
  const value = (name: string) => env[name]?.trim() || null;
  const stated = value('STRIPE_MODE');
  const secretKey = value('STRIPE_SECRET_KEY');
  if (stated !== null && stated !== 'test' && stated !== 'stripe') {
    throw new Error(`STRIPE_MODE=${JSON.stringify(stated)}: use 'test' (local checkout, no card charged) or 'stripe', or leave it unset.`);
  }
  if (stated === 'test' && secretKey) {
    throw new Error(
      'STRIPE_MODE=test and STRIPE_SECRET_KEY are both set: unset STRIPE_SECRET_KEY for test mode, or STRIPE_MODE to use Stripe.',
    );
  }
  if (secretKey) return 'stripe';
  if (stated === 'stripe') {
    throw new Error(`STRIPE_MODE=stripe needs ${STRIPE_VARIABLES.join(', ')} (api/docs/payments.md).`);
  }
  if (stated !== 'test' && env.NODE_ENV?.trim() === 'production') {
    throw new Error(
      `NODE_ENV=production without Stripe: set ${STRIPE_VARIABLES.join(', ')} (api/docs/payments.md), ` +
        'or set STRIPE_MODE=test to run payments in test mode on purpose (a local checkout page that charges nothing: ' +
        'any approved claimer can make an organization an Affiliate for free).',
    );
  }
  return 'test';
}

export function loadBillingConfig(env: NodeJS.ProcessEnv, sessionSecret: string): BillingConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const secretKey = value('STRIPE_SECRET_KEY');
  if (paymentsMode(env) === 'test') {
    return {
      mode: 'test',
      secretKey: null,
      webhookSecret: value('STRIPE_WEBHOOK_SECRET') ?? localWebhookSecret(sessionSecret),
      prices: TEST_PRICES,
    };
  }
  const required = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'];
  const missing = required.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `STRIPE_SECRET_KEY is set, so Stripe is used, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not (api/docs/payments.md).`,
    );
  }
  return {
    mode: 'stripe',
    secretKey,
    webhookSecret: value('STRIPE_WEBHOOK_SECRET')!,
    prices: { monthly: value('STRIPE_PRICE_MONTHLY')!, yearly: value('STRIPE_PRICE_YEARLY')! },
  };
}
