import type { HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';

export const aboutHead = (): HeadData => ({
  title: 'About',
  description: `What ${SITE_NAME} is, where its information comes from, how to send additions and corrections, its history and FAQ.`,
});

export const termsHead = (): HeadData => ({
  title: 'Terms of Use',
  description: `The terms of use of ${SITE_NAME}: content licence, accounts, contributions, prohibited activities, disclaimers and liability.`,
});

export const privacyHead = (): HeadData => ({
  title: 'Privacy Policy',
  description: `How ${SITE_NAME} handles personal data: what is collected, its use and sharing, cookie-free analytics, your rights and retention.`,
});
