import { useId, useState } from 'react';
import { Button } from 'mf-shared/kit';
import { SUBSCRIBE_FAILED_NOTICE, useNewsletterSubscription } from '../hooks/useNewsletterSubscription';
import styles from './NewsletterForm.module.css';

const THANK_YOU_FALLBACK = 'Thank you for subscribing!';

/** The footer's newsletter box. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const { state, subscribe } = useNewsletterSubscription();
  const inputId = useId();
  const submitting = state.status === 'submitting';

  if (state.status === 'subscribed') {
    return (
      <p className={styles.thanks} role="status">
        {state.message || THANK_YOU_FALLBACK}
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void subscribe(email);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Subscribe to our newsletter
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          className={styles.input}
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
        />
        <Button type="submit" variant="primary" loading={submitting}>
          Subscribe
        </Button>
      </div>
      {state.status === 'failed' && (
        <p className={styles.notice} role="alert">
          {SUBSCRIBE_FAILED_NOTICE}
        </p>
      )}
    </form>
  );
}
