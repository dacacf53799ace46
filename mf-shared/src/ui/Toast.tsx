import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../site/config';
import styles from './Toast.module.css';

export { TOAST_DURATION_MS };

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastState {
  toasts: ToastMessage[];
  dismiss(id: number): void;
}

let nextToastId = 1;

/** The queue of visible toasts (shared by every area: one <Toaster/> in the shell shows them all). */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a message for TOAST_DURATION_MS (3 s, spec 000 §9); returns its id. */
export function toast(message: string, options: { kind?: ToastKind } = {}): number {
  const id = nextToastId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, message, kind: options.kind ?? 'info' }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), TOAST_DURATION_MS);
  return id;
}

/** Renders the toasts; mount once per page (the shell, or a remote's standalone host). */
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
