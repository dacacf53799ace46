import { useCallback, useState } from 'react';
import { isValidNewsletterEmail } from 'mf-shared/kit';
import { subscribeToNewsletter } from '../api/newsletterApi';

const INVALID_EMAIL_ALERT = 'Invalid email address';
export const SUBSCRIBE_FAILED_NOTICE = 'Failed to subscribe. Please try again later.';

export type SubscriptionState =
  { status: 'idle' } | { status: 'submitting' } | { status: 'subscribed'; message: string } | { status: 'failed' };

/**
 * docs/product/shell.md §5: an invalid email alerts and sends nothing; a first result
 * item other than 'success' shows the failure notice; network errors are only logged.
 */
export function useNewsletterSubscription() {
  const [state, setState] = useState<SubscriptionState>({ status: 'idle' });

  const subscribe = useCallback(async (email: string) => {
    if (!isValidNewsletterEmail(email)) {
      window.alert(INVALID_EMAIL_ALERT);
      return;
    }
    setState({ status: 'submitting' });
    try {
      const [first] = await subscribeToNewsletter(email);
      if (first?.result === 'success') setState({ status: 'subscribed', message: first.msg });
      else setState({ status: 'failed' });
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      setState({ status: 'idle' });
    }
  }, []);

  return { state, subscribe };
}
