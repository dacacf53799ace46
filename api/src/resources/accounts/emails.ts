// The account emails (plain text + HTML through the shared layout, src/mail/templates.ts).
import type { MailMessage } from '../../mail/mailer';
import { renderEmail, SITE_NAME } from '../../mail/templates';
import { RESET_LINK_SECONDS, VERIFY_LINK_SECONDS } from './links';
import { RATE_LIMITS, SIGN_IN_ALERT_INTERVAL } from './rate-limits';

interface Recipient {
  email: string;
  fullName: string;
  isVerified: boolean;
}

/**
 * The name is chosen by whoever created the account, maybe not the owner of the address: until
 * the address is verified the greeting leaves it out, so nobody can make the site send their text
 * to any address (security review L4).
 */
const greetingNameOf = (user: Recipient) => (user.isVerified ? user.fullName : '');

export function verificationEmail(user: Recipient, link: string): MailMessage {
  const content = renderEmail({
    subject: `Verify your email address for the ${SITE_NAME}`,
    greetingName: greetingNameOf(user),
    intro: [
      `Thank you for creating an account on the ${SITE_NAME}.`,
      'Please confirm that this is your email address. Until then you cannot edit organizations or projects.',
    ],
    action: { label: 'Verify my email address', url: link },
    outro: [
      `This link works for ${VERIFY_LINK_SECONDS / 86_400} days. You can ask for a new one from your profile.`,
      'If you did not create this account, you can ignore this email.',
    ],
  });
  return { to: user.email, ...content };
}

export function passwordResetEmail(user: Recipient, link: string): MailMessage {
  const content = renderEmail({
    subject: `Reset your password for the ${SITE_NAME}`,
    greetingName: greetingNameOf(user),
    intro: ['Someone (we hope you) asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `This link works once, for ${RESET_LINK_SECONDS / 3_600} hours. Resetting the password signs out every other session of your account.`,
      'If you did not ask for it, you can ignore this email: your password stays as it is.',
    ],
  });
  return { to: user.email, ...content };
}

/** To the owner when strangers have used up the sign-in budget of unknown devices (sign-in-guard.ts). */
export function failedSignInsEmail(user: Recipient, resetPageUrl: string): MailMessage {
  const { max } = RATE_LIMITS.login.account;
  const content = renderEmail({
    subject: `Failed sign-in attempts on your ${SITE_NAME} account`,
    greetingName: greetingNameOf(user),
    intro: [
      `Someone entered a wrong password for your account ${max} times or more in a short while, so we have paused sign-in to it from new devices for a while.`,
      'Browsers you have signed in from before are not affected: you can keep signing in from them as usual.',
    ],
    action: { label: 'Reset my password', url: resetPageUrl },
    outro: [
      'If this was you and you have forgotten your password, reset it: the emailed link signs you in at once, also from a new device, and ends every other session.',
      'If it was not you, your account is safe as long as your password is strong and used nowhere else. If it is not, reset it now.',
      `We send this notice at most once every ${SIGN_IN_ALERT_INTERVAL / 3_600_000} hours.`,
    ],
  });
  return { to: user.email, ...content };
}
