import styles from './GoldCheck.module.css';

export interface GoldCheckProps {
  /** Pixel size of the badge (default 16). */
  size?: number;
  className?: string;
}

/** The affiliate badge: a gold check mark. */
export function GoldCheck({ size = 16, className }: GoldCheckProps) {
  return (
    <svg
      role="img"
      aria-label="Affiliate member"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={[styles.check, className].filter(Boolean).join(' ')}
    >
      <title>Affiliate member</title>
      <path
        fill="currentColor"
        d="M12 1.5l2.6 1.9 3.2-.1 1 3.1 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3.1-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3.1-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3.1 3.2.1z"
      />
      <path
        fill="none"
        stroke="var(--color-surface)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7.5 12.3l3 3 6-6.3"
      />
    </svg>
  );
}
