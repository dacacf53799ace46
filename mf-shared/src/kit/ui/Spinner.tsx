import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; 'Loading' unless the context says more. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return <span role="status" aria-label={label} className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')} />;
}
