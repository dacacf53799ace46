// /admin/newsletter (issue 22): the weekly digest as it would go out now (HTML in a sandboxed
// frame, and the plain text), its subject and introduction to edit, and Send, which mails every
// confirmed subscriber. Below: the issues sent so far with their progress.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteContext } from 'mf-shared/area';
import { Banner, Button, formatDate } from 'mf-shared/kit';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AdminFrame, loadAdmin } from '../components/AdminFrame';
import styles from '../components/admin.module.css';
import { newsletterAdminQuery, saveDraft, sendDraft, type NewsletterAdmin, type Outcome } from './newsletterApi';
import pageStyles from './newsletter.module.css';

export function load({ queryClient }: RouteContext) {
  return loadAdmin(queryClient, newsletterAdminQuery());
}

function DraftEditor({ data }: { data: NewsletterAdmin }) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(data.draft.subject);
  const [intro, setIntro] = useState(data.draft.intro);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A new draft (after a send) starts from its own texts.
  useEffect(() => {
    setSubject(data.draft.subject);
    setIntro(data.draft.intro);
  }, [data.draft.id, data.draft.subject, data.draft.intro]);

  const dirty = subject !== data.draft.subject || intro !== data.draft.intro;
  const refresh = () => queryClient.invalidateQueries({ queryKey: newsletterAdminQuery().queryKey });

  async function save() {
    setBusy('save');
    const result = await saveDraft(subject, intro);
    setOutcome(result);
    setBusy(null);
    if (result.ok) await refresh();
  }

  async function send() {
    setConfirming(false);
    setBusy('send');
    const saved = dirty ? await saveDraft(subject, intro) : null;
    const result = saved && !saved.ok ? saved : await sendDraft();
    setOutcome(result);
    setBusy(null);
    await refresh();
  }

  return (
    <>
      <p className={styles.muted}>
        {data.subscribers.subscribed} confirmed subscriber{data.subscribers.subscribed === 1 ? '' : 's'} ({data.subscribers.pending} not
        confirmed yet). This issue covers the activity since {formatDate(data.draft.period_start)}.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          Subject
          <input value={subject} maxLength={200} required onChange={(event) => setSubject(event.target.value)} />
        </label>
        <label>
          Introduction (plain text; an empty line starts a new paragraph)
          <textarea value={intro} rows={6} maxLength={5000} onChange={(event) => setIntro(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy === 'save'} disabled={!dirty || busy !== null}>
            Save draft
          </Button>
          <Button
            onClick={() => setConfirming(true)}
            loading={busy === 'send'}
            disabled={busy !== null || data.subscribers.subscribed === 0}
          >
            Send to {data.subscribers.subscribed} subscriber{data.subscribers.subscribed === 1 ? '' : 's'}
          </Button>
        </div>
      </form>
      {outcome && <Banner kind={outcome.ok ? 'success' : 'error'}>{outcome.message}</Banner>}
      <ConfirmDialog
        open={confirming}
        title="Send the newsletter?"
        text={`It goes to ${data.subscribers.subscribed} confirmed subscribers now, and cannot be called back.`}
        confirmLabel="Send now"
        cancelLabel="Not yet"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function Preview({ data }: { data: NewsletterAdmin }) {
  const [format, setFormat] = useState<'html' | 'text'>('html');
  return (
    <>
      <h2 className={styles.sectionTitle}>Preview</h2>
      <div className={pageStyles.formats} role="group" aria-label="Preview format">
        <Button
          size="sm"
          variant={format === 'html' ? 'primary' : 'secondary'}
          aria-pressed={format === 'html'}
          onClick={() => setFormat('html')}
        >
          HTML
        </Button>
        <Button
          size="sm"
          variant={format === 'text' ? 'primary' : 'secondary'}
          aria-pressed={format === 'text'}
          onClick={() => setFormat('text')}
        >
          Plain text
        </Button>
      </div>
      {format === 'html' ? (
        // No scripts, no same-origin: the email's HTML cannot touch this page.
        <iframe className={pageStyles.frame} title="The newsletter as HTML" sandbox="" srcDoc={data.preview.html} />
      ) : (
        <pre className={pageStyles.text}>{data.preview.text}</pre>
      )}
    </>
  );
}

function Issues({ data }: { data: NewsletterAdmin }) {
  if (!data.issues.length) return null;
  return (
    <>
      <h2 id="newsletter-issues" className={styles.sectionTitle}>
        Sent issues
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-labelledby="newsletter-issues">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Started</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {data.issues.map((issue) => (
              <tr key={issue.id}>
                <td>{issue.subject}</td>
                <td>{issue.send_started_at ? formatDate(issue.send_started_at) : '—'}</td>
                <td>{issue.status === 'sent' ? 'Sent' : 'Sending…'}</td>
                <td>
                  {issue.sent} of {issue.recipients}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const head = () => ({ title: 'Newsletter', noindex: true });

export default function AdminNewsletterPage() {
  const query = useQuery(newsletterAdminQuery());
  return (
    <AdminFrame title={() => 'Newsletter'} current="newsletter">
      {() =>
        query.data ? (
          <>
            <DraftEditor data={query.data} />
            <Preview data={query.data} />
            <Issues data={query.data} />
          </>
        ) : query.isError ? (
          <Banner kind="error">The newsletter could not be loaded.</Banner>
        ) : null
      }
    </AdminFrame>
  );
}
