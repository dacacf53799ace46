// The pages of the emailed renew link (renew-link.ts): a confirm page with a POST form (the GET
// changes nothing), and the outcomes. Plain HTML, no script, the payment pages' layout and CSP.
import { escapeHtml } from '../../mail/templates';
import { PLAN_NAMES, type PlanType } from './config';
import { RENEW_PATH, type RenewToken } from './renew-link';
import { paymentPage } from './test-checkout-page';

export const RENEW_LABEL = 'Renew membership';
const TITLE = 'Renew affiliate membership';

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const membershipLink = '<p><a href="/affiliate">Go to the membership page</a></p>';

export function renewConfirmPage(input: {
  token: RenewToken;
  organization: string;
  planType: PlanType | null;
  endsAt: string | null;
}): string {
  const plan = input.planType ? ` (${PLAN_NAMES[input.planType]})` : '';
  const ends = input.endsAt ? ` It ends on ${escapeHtml(longDate(input.endsAt))} unless it is renewed.` : '';
  return paymentPage(
    TITLE,
    `<h1>Renew the membership of ${escapeHtml(input.organization)}?</h1>
<p>The Affiliate membership${escapeHtml(plan)} of <strong>${escapeHtml(input.organization)}</strong> was cancelled.${ends}</p>
<p>Renewing turns its automatic renewal back on, with your card on file as before. Nothing is charged now.</p>
<form method="post" action="${RENEW_PATH}">
<input type="hidden" name="org" value="${input.token.organizationId}">
<input type="hidden" name="expires" value="${input.token.expires}">
<input type="hidden" name="sig" value="${escapeHtml(input.token.sig)}">
<div class="actions"><button type="submit">${RENEW_LABEL}</button></div>
</form>`,
    null,
  );
}

export function renewedPage(organization: string, endsAt: string | null): string {
  const when = endsAt ? ` on ${escapeHtml(longDate(endsAt))}` : '';
  return paymentPage(
    TITLE,
    `<h1>Renewal is back on</h1><p>The Affiliate membership of <strong>${escapeHtml(organization)}</strong> renews${when}.</p>${membershipLink}`,
    null,
  );
}

export function renewUnavailablePage(reason: 'invalid' | 'expired' | 'ended' | 'unreachable'): string {
  const text = {
    unreachable: 'The payment provider could not be reached. Please try again in a moment.',
    invalid: 'This renew link is not valid. It may belong to an older subscription.',
    expired: 'This renew link has expired.',
    ended: 'This membership has already ended, so it can no longer be renewed from this link. You can subscribe again.',
  }[reason];
  return paymentPage(TITLE, `<h1>The membership cannot be renewed here</h1><p>${text}</p>${membershipLink}`, null);
}
