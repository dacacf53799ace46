// The organization's affiliate subscription on its admin form: read-only (Stripe and the
// organization's claimers change it, not staff here), from GET /api/v1/admin/organizations/{id}/subscription/.
import { useQuery } from '@tanstack/react-query';
import { ErrorState, formatDate, Skeleton } from 'mf-shared/kit';
import { adminSubscriptionQuery } from '../api/admin';
import type { AdminSubscription } from '../api/types';
import { NONE } from '../utils/display';
import styles from './admin.module.css';

const PLANS: Record<string, string> = { monthly: 'Monthly', yearly: 'Annual' };

function statusText(subscription: AdminSubscription): string {
  if (!subscription.status) return NONE;
  const renewal = subscription.cancel_at_period_end ? ' (will not renew)' : '';
  return `${subscription.status}${renewal}`;
}

export function SubscriptionPanel({ organizationId }: { organizationId: string | number }) {
  const query = useQuery(adminSubscriptionQuery(organizationId));
  return (
    <section className={styles.panel} aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.sectionTitle}>
        Affiliate subscription
      </h2>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <ErrorState message="The subscription could not be loaded." onRetry={() => void query.refetch()} />
      ) : !query.data.plan && !query.data.stripe_customer_id ? (
        <p className={styles.muted}>No subscription.</p>
      ) : (
        <dl className={styles.facts}>
          <dt>Plan</dt>
          <dd>{query.data.plan ? (PLANS[query.data.plan] ?? query.data.plan) : NONE}</dd>
          <dt>Status</dt>
          <dd>{statusText(query.data)}</dd>
          <dt>Affiliate now</dt>
          <dd>{query.data.is_affiliate ? 'Yes' : 'No'}</dd>
          <dt>Paid through</dt>
          <dd>{query.data.paid_through ? formatDate(query.data.paid_through) : NONE}</dd>
          <dt>Payer</dt>
          <dd>{query.data.payer ? [query.data.payer.name, query.data.payer.email].filter(Boolean).join(', ') : NONE}</dd>
        </dl>
      )}
    </section>
  );
}
