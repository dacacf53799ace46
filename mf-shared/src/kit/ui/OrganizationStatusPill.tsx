import type { OrganizationStatus } from 'mf-shared';
import { formatDateAsKnown } from '../format';
import styles from './OrganizationStatusPill.module.css';

const LABELS: Partial<Record<OrganizationStatus['status'], string>> = { defunct: 'Defunct', merged: 'Merged', acquired: 'Acquired' };

/** 'Merged into Commonwealth Fusion Systems, June 2025' — the pill's full text, or null when it shows none. */
function statusPillText(status: OrganizationStatus | null | undefined): { label: string; title: string } | null {
  const label = status ? LABELS[status.status] : undefined;
  if (!status || !label) return null;
  const into = status.status === 'merged' && status.merged_into ? ` into ${status.merged_into.name}` : '';
  return { label, title: `${label}${into}, ${formatDateAsKnown(status.date, status.date_precision)}` };
}

/** A small pill for a company that is no longer operating on its own (defunct, merged, acquired). */
export function OrganizationStatusPill({ status, className }: { status: OrganizationStatus | null | undefined; className?: string }) {
  const text = statusPillText(status);
  if (!text) return null;
  return (
    <span className={[styles.pill, className].filter(Boolean).join(' ')} title={text.title}>
      {text.label}
      <span className="visually-hidden"> ({text.title})</span>
    </span>
  );
}
