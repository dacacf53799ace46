import { affiliatePath, SUBSCRIPTION_LABELS, subscriptionAction, subscriptionDateText } from './subscription';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const org = (overrides = {}) => ({ is_affiliate: false, sub_status: null, next_billing_date: null, ...overrides });

describe('the subscription area rules (docs/product/account.md §16)', () => {
  it("'Cancel Subscription' for an affiliate with an active subscription", () => {
    expect(subscriptionAction(org({ is_affiliate: true, sub_status: 'active', next_billing_date: '2026-07-01' }), NOW)).toBe('cancel');
    expect(SUBSCRIPTION_LABELS.cancel).toBe('Cancel Subscription');
  });

  it("'RENEW MEMBERSHIP' when canceled and the billing date is still ahead (affiliate status kept until then)", () => {
    expect(subscriptionAction(org({ is_affiliate: true, sub_status: 'canceled', next_billing_date: '2026-07-01' }), NOW)).toBe('renew');
    expect(subscriptionAction(org({ is_affiliate: true, sub_status: 'canceled', next_billing_date: '2026-06-15' }), NOW)).toBe('renew');
    expect(SUBSCRIPTION_LABELS.renew).toBe('RENEW MEMBERSHIP');
  });

  it("'BECOME AN AFFILIATE' otherwise: past billing date, no subscription, active but not affiliate", () => {
    expect(subscriptionAction(org({ sub_status: 'canceled', next_billing_date: '2026-06-14' }), NOW)).toBe('become');
    expect(subscriptionAction(org(), NOW)).toBe('become');
    expect(subscriptionAction(org({ is_affiliate: false, sub_status: 'active' }), NOW)).toBe('become');
    expect(subscriptionAction(org({ sub_status: 'canceled', next_billing_date: null }), NOW)).toBe('become');
    expect(SUBSCRIPTION_LABELS.become).toBe('BECOME AN AFFILIATE');
  });

  it("reads 'Your subscription renews/ends on {date}'", () => {
    expect(subscriptionDateText(org({ is_affiliate: true, sub_status: 'active', next_billing_date: '2026-07-01' }))).toBe(
      'Your subscription renews on July 1, 2026',
    );
    expect(subscriptionDateText(org({ sub_status: 'canceled', next_billing_date: '2026-07-01T00:00:00Z' }))).toBe(
      'Your subscription ends on July 1, 2026',
    );
    expect(subscriptionDateText(org({ next_billing_date: '2026-07-01' }))).toBeNull();
    expect(subscriptionDateText(org({ sub_status: 'active' }))).toBeNull();
  });

  it('names the plan that renews: after renewing as Annual, not the monthly plan it was', () => {
    expect(
      subscriptionDateText(org({ is_affiliate: true, sub_status: 'active', plan_type: 'yearly', next_billing_date: '2026-12-26' })),
    ).toBe('Your subscription renews on December 26, 2026: Affiliate (Annual), $9,000 per year');
    expect(
      subscriptionDateText(org({ is_affiliate: true, sub_status: 'active', plan_type: 'monthly', next_billing_date: '2026-12-26' })),
    ).toBe('Your subscription renews on December 26, 2026: Affiliate (Monthly), $1,000 per month');
  });

  it('links the affiliate page with the organization', () => {
    expect(affiliatePath('commonwealth fusion')).toBe('/affiliate?org-slug=commonwealth%20fusion');
  });
});
