// The confirmation email of a newsletter subscription (double opt-in).
import type { MailMessage } from '../../mail/mailer';
import { renderEmail, SITE_NAME } from '../../mail/templates';
import { CONFIRM_LINK_SECONDS } from './links';

export function confirmationEmail(email: string, link: string): MailMessage {
  const content = renderEmail({
    subject: `Confirm your subscription to the ${SITE_NAME} newsletter`,
    greetingName: '',
    intro: [
      `Someone, hopefully you, asked for the weekly ${SITE_NAME} newsletter at this address.`,
      'Please confirm that you want it: until then we send nothing else.',
    ],
    action: { label: 'Confirm my subscription', url: link },
    outro: [
      `This link works for ${CONFIRM_LINK_SECONDS / 86_400} days.`,
      'If you did not ask for it, ignore this email: you will not be subscribed.',
    ],
  });
  return { to: email, ...content };
}
