import { useToastStore } from 'mf-shared';
import styles from './Toast.module.css';

/** Renders the contract's toast bus; mount once per page (the shell, or a remote's standalone page). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`}>
          <span className={styles.message}>{t.message}</span>
          <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
