// The account emails (plain text + HTML through the shared layout, src/mail/templates.ts).
import type { MailMessage } from '../../mail/mailer';
import { renderEmail, SITE_NAME } from '../../mail/templates';
import { RESET_LINK_SECONDS, VERIFY_LINK_SECONDS } from './links';

interface Recipient {
  email: string;
  fullName: string;
}

export function verificationEmail(user: Recipient, link: string): MailMessage {
  const content = renderEmail({
    subject: `Verify your email address for the ${SITE_NAME}`,
    greetingName: user.fullName,
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
    greetingName: user.fullName,
    intro: ['Someone (we hope you) asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `This link works once, for ${RESET_LINK_SECONDS / 3_600} hours. Resetting the password signs out every other session of your account.`,
      'If you did not ask for it, you can ignore this email: your password stays as it is.',
    ],
  });
  return { to: user.email, ...content };
}
