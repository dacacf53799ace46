// The profile's subscription area (docs/product/account.md §16, §14; issue 14):
// 'Cancel Subscription' for an active affiliate (confirmed in a dialog, then POST
// /api/v1/stripe/unsubscribe/ and its message as a toast, or 'Error cancelling subscription: …'),
// 'RENEW MEMBERSHIP' when cancelled with the paid period still running, else 'BECOME AN
// AFFILIATE' (both to /affiliate with the organization), and 'Your subscription renews/ends on
// {date}'. After a cancellation the account info reloads, so the area shows the new state.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ButtonLink, Dialog, formatDate } from 'mf-shared/kit';
import { ACCOUNT_QUERY_ROOT, type AccountOrganization } from '../../../lib/api/accountInfo';
import { cancelSubscription } from '../api/subscriptionCalls';
import { affiliatePath, SUBSCRIPTION_LABELS, subscriptionAction, subscriptionDateText } from '../utils/subscription';
import styles from './ProfilePage.module.css';

/** docs/product/account.md §16; the buttons need an approved claim and a full name (§15). */
export function SubscriptionArea({
  organization,
  hasFullName,
  fetchedAt,
}: {
  organization: AccountOrganization;
  hasFullName: boolean;
  fetchedAt: number;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const action = subscriptionAction(organization, fetchedAt);
  const dateText = subscriptionDateText(organization);
  const label = SUBSCRIPTION_LABELS[action];
  const billingDate = formatDate(organization.next_billing_date);

  const cancel = async () => {
    setCancelling(true);
    const done = await cancelSubscription(organization.slug);
    setCancelling(false);
    setConfirming(false);
    if (done) await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
  };

  return (
    <div className={styles.subscription}>
      <p className={styles.subscriptionText}>
        {dateText ?? (organization.is_affiliate ? 'Affiliate member' : 'Not an affiliate member')}
        {!hasFullName && ' · A full name on the account is needed to manage the membership.'}
      </p>
      {!hasFullName ? (
        <Button size="sm" disabled>
          {label}
        </Button>
      ) : action === 'cancel' ? (
        <>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-haspopup="dialog">
            {label}
          </Button>
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title="Cancel the subscription?"
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
                <Button loading={cancelling} onClick={() => void cancel()}>
                  {label}
                </Button>
              </>
            }
          >
            <p className={styles.dialogText}>
              {organization.display_name} keeps its affiliate membership until the end of the billing period
              {billingDate ? `, ${billingDate}` : ''}.
            </p>
          </Dialog>
        </>
      ) : (
        <ButtonLink to={affiliatePath(organization.slug)} size="sm" aria-label={`${label}: ${organization.display_name}`}>
          {label}
        </ButtonLink>
      )}
    </div>
  );
}
