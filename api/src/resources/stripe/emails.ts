// Emails to the payer of an affiliate subscription (security review L6; notify.ts): someone else
// cancelled it (with the one-click renew link), a renewal was paid, the plan changed, a payment
// failed. The shared layout (src/mail/templates.ts) escapes every value.
import type { MailMessage } from '../../mail/mailer';
import { renderEmail } from '../../mail/templates';
import { PLAN_NAMES, type PlanType } from './config';

export interface PayerAddress {
  email: string;
  /** '' when only the Stripe customer's address is known. */
  fullName: string;
}

interface Common {
  to: PayerAddress;
  organization: string;
  siteUrl: string;
}

const longDate = (date: Date | string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));

const profile = (siteUrl: string) => ({ label: 'Open your profile', url: `${siteUrl}/profile` });

function message(to: PayerAddress, parts: Omit<Parameters<typeof renderEmail>[0], 'greetingName'>): MailMessage {
  return { to: to.email, ...renderEmail({ ...parts, greetingName: to.fullName }) };
}

export function cancelledByOtherEmail(
  input: Common & { by: { fullName: string; email: string }; endsAt: string | null; renewUrl: string; linkExpires: Date },
): MailMessage {
  const who = input.by.fullName.trim() ? `${input.by.fullName.trim()} (${input.by.email})` : input.by.email;
  return message(input.to, {
    subject: `The affiliate membership of ${input.organization} was cancelled`,
    intro: [
      `${who}, who can also edit ${input.organization}, cancelled the Affiliate membership that you pay for.`,
      input.endsAt
        ? `It stays active until ${longDate(input.endsAt)}, then it ends and your card is not charged again.`
        : 'It will not renew, and your card is not charged again.',
      `If you did not want this, turn renewal back on with the button below (no sign-in needed; the link works until ${longDate(input.linkExpires)}).`,
    ],
    action: { label: 'Renew membership', url: input.renewUrl },
    outro: ['If the cancellation is what you want, there is nothing to do.'],
  });
}

export function renewedEmail(input: Common & { planType: PlanType | null; paidThrough: Date }): MailMessage {
  const plan = input.planType ? ` (${PLAN_NAMES[input.planType]})` : '';
  return message(input.to, {
    subject: `The affiliate membership of ${input.organization} was renewed`,
    intro: [
      `The renewal payment for the Affiliate membership${plan} of ${input.organization} went through.`,
      `The membership is now paid until ${longDate(input.paidThrough)}.`,
    ],
    action: profile(input.siteUrl),
    outro: ['Thank you for supporting the directory.'],
  });
}

export function planChangedEmail(input: Common & { change: { from: PlanType; to: PlanType }; nextRenewal: string | null }): MailMessage {
  const { from, to } = input.change;
  return message(input.to, {
    subject: `The affiliate plan of ${input.organization} changed to ${PLAN_NAMES[to]}`,
    intro: [
      `The Affiliate membership of ${input.organization} changes from ${PLAN_NAMES[from]} to ${PLAN_NAMES[to]}.`,
      input.nextRenewal
        ? `The new plan applies from the next renewal on ${longDate(input.nextRenewal)}; nothing is charged before then.`
        : 'The new plan applies from the next renewal; nothing is charged before then.',
    ],
    action: profile(input.siteUrl),
    outro: ['If you did not expect this change, reply to this email.'],
  });
}

export function paymentFailedEmail(input: Common): MailMessage {
  return message(input.to, {
    subject: `The affiliate membership payment for ${input.organization} failed`,
    intro: [
      `The payment for the Affiliate membership of ${input.organization} could not be taken.`,
      'Stripe will try again over the next days. Until a payment goes through, the membership is not extended and its benefits end with the paid period.',
    ],
    action: profile(input.siteUrl),
    outro: ['Please check the card with your bank, or reply to this email if you need help.'],
  });
}
