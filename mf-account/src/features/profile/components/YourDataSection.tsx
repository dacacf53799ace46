// 'Your data' (issue 22): download what the site holds about the account as JSON, or delete the
// account after typing its password.
import { useRef, useState, type FormEvent } from 'react';
import { useAuthStore } from 'mf-shared';
import { Button } from 'mf-shared/kit';
import { PasswordField } from '../../../components/Fields';
import { deleteAccount, EXPORT_URL } from '../api/follows';
import styles from './ProfilePage.module.css';

export function YourDataSection() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDeleting(true);
    try {
      await deleteAccount(password);
      await useAuthStore.getState().loadSession();
      window.location.assign('/?accountdeleted=true');
    } catch (caught) {
      setError((caught as Error).message || 'Your account could not be deleted. Please try again.');
      setDeleting(false);
      // The field names its error (aria-describedby): focusing it reads the message out.
      passwordRef.current?.focus();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-data-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-data-heading" className={styles.sectionTitle}>
          Your data
        </h2>
      </div>
      <p>
        <a href={EXPORT_URL} download="fusion-directory-account.json">
          Download your data
        </a>{' '}
        (your account, memberships, follows and newsletter subscription, as JSON).
      </p>
      <details>
        <summary>Delete your account</summary>
        <form className={styles.deleteForm} onSubmit={(event) => void submit(event)}>
          <p className={styles.hint}>
            Your follows, alerts, newsletter subscription and sessions are deleted with it. Edits you made stay in the history, attributed
            to a deleted account. This cannot be undone.
          </p>
          <PasswordField
            label="Your password"
            id="delete-account-password"
            ref={passwordRef}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" variant="primary" size="sm" loading={deleting}>
            Delete my account
          </Button>
        </form>
      </details>
    </section>
  );
}
