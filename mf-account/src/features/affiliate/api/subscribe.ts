// POST /api/v1/stripe/subscribe/ (docs/product/account.md §15): answers the url of the checkout (Stripe's, or
// the local test page), where the browser is then sent.
import { postJson } from 'mf-shared';
import type { PlanType } from '../utils/plans';

const SUBSCRIBE_URL = '/api/v1/stripe/subscribe/';

export async function startCheckout(organizationId: number, planType: PlanType): Promise<string> {
  const answer = await postJson<{ url?: string }>(SUBSCRIBE_URL, { orgId: organizationId, planType });
  if (!answer?.url) throw new Error('The payment provider did not answer a checkout address.');
  return answer.url;
}

/** A full page load: checkout is another site (or a page outside the areas). An object so tests can watch it. */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
