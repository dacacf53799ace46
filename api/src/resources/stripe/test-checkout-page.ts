// The local checkout page of test mode (local-stripe.ts): a plain HTML form, no script, its own
// strict Content-Security-Policy. It stands in for Stripe Checkout and says so.
import { PLAN_AMOUNTS, PLAN_NAMES, type PlanType } from './config';

export const TEST_MODE_LABEL = 'Test mode — no card is charged';
export const COMPLETE_LABEL = 'Complete test payment';

export const TEST_CHECKOUT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f1b2d; background: #f4f6f9; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #d5dbe3; border-radius: 8px; }
  .mode { display: inline-block; margin: 0 0 1rem; padding: .25rem .75rem; border-radius: 999px; background: #fff3cd; color: #5c4400; font-weight: 600; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .price { font-size: 1.25rem; font-weight: 600; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  button { font: inherit; font-weight: 600; padding: .75rem 1.25rem; border: 0; border-radius: 6px; background: #0b6e75; color: #fff; cursor: pointer; }
  button:hover { background: #085258; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0f1b2d; outline-offset: 2px; }
  a { color: #0b5a60; }
  .actions { display: flex; gap: 1.5rem; align-items: center; margin-top: 1.5rem; }
`;

/** A page of the payment routes: this layout, no script; `note` is the badge above it (test mode's label). */
export function paymentPage(title: string, body: string, note: string | null = TEST_MODE_LABEL): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Fusion Energy Directory</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${note ? `<p class="mode" role="note">${escapeHtml(note)}</p>` : ''}
${body}
</main>
</body>
</html>`;
}

export function testCheckoutPage(options: {
  sessionId: string;
  organization: string;
  planType: PlanType;
  csrfToken: string;
  cancelUrl: string;
  completed: boolean;
  successUrl: string;
}): string {
  const interval = options.planType === 'yearly' ? 'year' : 'month';
  const heading = `<h1>${escapeHtml(PLAN_NAMES[options.planType])}</h1>
<p class="price">${money(PLAN_AMOUNTS[options.planType])} / ${interval}</p>
<p>Organization: <strong>${escapeHtml(options.organization)}</strong></p>`;
  if (options.completed) {
    return paymentPage(
      'Test checkout',
      `${heading}<p>This test payment is complete.</p><p><a href="${escapeHtml(options.successUrl)}">Continue</a></p>`,
    );
  }
  return paymentPage(
    'Test checkout',
    `${heading}
<p>This page stands in for Stripe Checkout because no Stripe key is configured. Completing it sends
the events Stripe would send, signed with the local webhook secret, through the site's webhook endpoint.</p>
<form method="post" action="/api/v1/stripe/test-checkout/${encodeURIComponent(options.sessionId)}/complete">
<input type="hidden" name="csrf_token" value="${escapeHtml(options.csrfToken)}">
<div class="actions">
<button type="submit">${COMPLETE_LABEL}</button>
<a href="${escapeHtml(options.cancelUrl)}">Cancel</a>
</div>
</form>`,
  );
}

export function testCheckoutMissingPage(): string {
  return paymentPage('Test checkout', '<h1>No such checkout</h1><p>This test checkout does not exist or belongs to another account.</p>');
}

/** The form's token did not match the visitor's (a form from another session, or from another site). */
export function testCheckoutExpiredPage(): string {
  return paymentPage(
    'Test checkout',
    '<h1>This form has expired</h1><p>Reload this page, or start again from <a href="/affiliate">the membership page</a>.</p>',
  );
}
