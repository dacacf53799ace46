// The pages the newsletter's emailed links open (issue 22), signed in or not:
//   /newsletter/confirm?s=…&token=…      confirm a subscription (double opt-in)
//   /newsletter/unsubscribe?s=…&token=…  leave (the emails' one-click header needs no page)
// Each asks with a button instead of acting on load: mail scanners open links, and must neither
// subscribe nor unsubscribe anyone.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, postJson } from 'mf-shared';
import { Banner, Button, SITE_NAME, useHydrated } from 'mf-shared/kit';
import pageStyles from '../../../components/Page.module.css';
import styles from './NewsletterLinkPage.module.css';

type Action = 'confirm' | 'unsubscribe';

const TEXTS: Record<Action, { title: string; lead: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    lead: `Confirm that you want the weekly ${SITE_NAME} newsletter at this address. Every issue has a link to leave.`,
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: `Stop receiving the weekly ${SITE_NAME} newsletter at this address. You can subscribe again at any time.`,
    button: 'Unsubscribe',
  },
};

export const BAD_LINK = 'This link is not complete. Please open the whole link from the email.';

function linkOf(search: string): { s: number; token: string } | null {
  const params = new URLSearchParams(search);
  const s = Number(params.get('s'));
  const token = params.get('token') ?? '';
  return Number.isSafeInteger(s) && s > 0 && token ? { s, token } : null;
}

function NewsletterLinkPage({ action }: { action: Action }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const link = linkOf(search);
  const texts = TEXTS[action];

  async function submit() {
    if (!link) return;
    setBusy(true);
    try {
      const answer =
        action === 'confirm'
          ? await postJson<{ message: string }>('/api/v1/newsletter/confirm/', link)
          : await postJson<{ message: string }>(`/api/v1/newsletter/unsubscribe/?s=${link.s}&token=${encodeURIComponent(link.token)}`);
      setResult({ ok: true, message: answer.message });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiError && error.status === 400 ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${pageStyles.page} ${pageStyles.narrow}`} aria-labelledby="newsletter-link-title">
      <header className={pageStyles.header}>
        <h1 id="newsletter-link-title" className={pageStyles.title}>
          {texts.title}
        </h1>
        <p className={pageStyles.lead}>{texts.lead}</p>
      </header>
      {!link ? (
        <Banner kind="error">{BAD_LINK}</Banner>
      ) : result ? (
        <Banner kind={result.ok ? 'success' : 'error'}>{result.message}</Banner>
      ) : (
        <Button className={styles.action} onClick={() => void submit()} loading={busy} disabled={!hydrated}>
          {texts.button}
        </Button>
      )}
      <p className={styles.note}>
        What we keep about subscribers, and for how long: <a href="/privacy-policy#newsletter">privacy policy</a>.
      </p>
    </section>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
