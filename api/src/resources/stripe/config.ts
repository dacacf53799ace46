// Payment settings (api/README.md "Payments"; root README "Payments").
//
// - Real Stripe: STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET + STRIPE_PRICE_MONTHLY +
//   STRIPE_PRICE_YEARLY (the price ids of the two plans). A key without the others is refused
//   at start, with the names of the missing settings.
// - Test mode: no STRIPE_SECRET_KEY. Checkout is a local page of this server and the webhook
//   events it sends are signed with the local secret (STRIPE_WEBHOOK_SECRET if set, else one
//   derived from the session secret).
import crypto from 'node:crypto';

export type PlanType = 'monthly' | 'yearly';
export const PLAN_TYPES: readonly PlanType[] = ['monthly', 'yearly'];

/** Spec 001 §9: Affiliate (Monthly) $1,000; Affiliate (Annual) $9,000. In cents (test mode's prices). */
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

export function loadBillingConfig(env: NodeJS.ProcessEnv, sessionSecret: string): BillingConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const secretKey = value('STRIPE_SECRET_KEY');
  if (!secretKey) {
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
      `STRIPE_SECRET_KEY is set, so Stripe is used, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not (api/README.md "Payments").`,
    );
  }
  return {
    mode: 'stripe',
    secretKey,
    webhookSecret: value('STRIPE_WEBHOOK_SECRET')!,
    prices: { monthly: value('STRIPE_PRICE_MONTHLY')!, yearly: value('STRIPE_PRICE_YEARLY')! },
  };
}
