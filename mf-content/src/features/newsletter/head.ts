import type { HeadData } from 'mf-shared';
import { SITE_NAME } from 'mf-shared/kit';

export const newsletterConfirmHead = (): HeadData => ({
  title: 'Confirm your newsletter subscription',
  description: `Confirm your subscription to the weekly ${SITE_NAME} newsletter.`,
  noindex: true,
});

export const newsletterUnsubscribeHead = (): HeadData => ({
  title: 'Unsubscribe from the newsletter',
  description: `Stop receiving the weekly ${SITE_NAME} newsletter.`,
  noindex: true,
});
