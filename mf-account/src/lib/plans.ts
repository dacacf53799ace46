// The affiliate plans as the profile and /affiliate name them (docs/product/account.md §15).
export type PlanType = 'monthly' | 'yearly';

export const PLAN_NAMES: Record<PlanType, string> = {
  monthly: 'Affiliate (Monthly)',
  yearly: 'Affiliate (Annual)',
};

export const PLAN_PRICES: Record<PlanType, { price: string; period: string }> = {
  monthly: { price: '$1,000', period: 'per month' },
  yearly: { price: '$9,000', period: 'per year' },
};

/** 'Affiliate (Annual), $9,000 per year': the plan that renews, and what it costs. */
export function planSummary(planType: PlanType): string {
  const { price, period } = PLAN_PRICES[planType];
  return `${PLAN_NAMES[planType]}, ${price} ${period}`;
}
