import styles from './FormMessage.module.css';

export interface FormMessageProps {
  kind: 'error' | 'success';
  children: string;
}

/** A form's answer from the server: an error is an alert (read out at once), a success a status. */
export function FormMessage({ kind, children }: FormMessageProps) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${styles.message} ${styles[kind]}`}>
      {children}
    </p>
  );
}
