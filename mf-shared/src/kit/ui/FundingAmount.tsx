import { fundingAmountText, type FundingAmountLike } from '../format';
import styles from './FundingAmount.module.css';

/** A round's amount: the USD figure and a muted 'converted from €20M', or 'undisclosed' (never $0). */
export function FundingAmount({ entry, className }: { entry: FundingAmountLike; className?: string }) {
  const { text, note } = fundingAmountText(entry);
  return (
    <span className={className}>
      <span className={text === 'undisclosed' ? styles.undisclosed : 'tabular-nums'}>{text}</span>
      {note && <span className={styles.note}> ({note})</span>}
    </span>
  );
}
