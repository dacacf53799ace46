import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

/** `danger`: the action loses something (discarding changes, rejecting a request). */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

function buttonClassName({ variant = 'primary', size = 'md' }: CommonProps, extra?: string): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends CommonProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  children?: ReactNode;
}

export function Button({ variant, size, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" className={styles.spinner} />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site path or URL. Inside an area, site paths navigate client-side (mf-shared/area). */
  to: string;
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, to, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} href={to} className={buttonClassName({ variant, size }, className)}>
      {children}
    </a>
  );
}
