// The profile's lists of the user's organizations and projects (spec 001 §2 /profile):
// 'Under Review' for a pending edit request, 'Pending Approval' for an organization not
// approved, the 'PENDING APPROVAL' label for an unapproved project, edit links for approved
// access (disabled for an unverified non-staff user, spec 001 §6), and the subscription area.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ButtonLink, Dialog, EmptyState, formatDate, GoldCheck } from 'mf-shared/kit';
import { editPath } from '../../auth/utils/flow';
import { ACCOUNT_QUERY_ROOT, type AccountOrganization, type AccountProject } from '../api/accountInfo';
import { cancelSubscription } from '../api/subscriptionCalls';
import { affiliatePath, SUBSCRIPTION_LABELS, subscriptionAction, subscriptionDateText } from '../utils/subscription';
import styles from './ProfilePage.module.css';

export const STATUS_TEXT = {
  underReview: 'Under Review',
  pendingApproval: 'Pending Approval',
  projectPendingApproval: 'PENDING APPROVAL',
} as const;

function EditAction({ href, canEdit, name }: { href: string; canEdit: boolean; name: string }) {
  if (canEdit) {
    return (
      <ButtonLink to={href} size="sm" variant="secondary" aria-label={`Edit ${name}`}>
        Edit
      </ButtonLink>
    );
  }
  return (
    <Button size="sm" variant="secondary" disabled aria-label={`Edit ${name} (verify your email first)`}>
      Edit
    </Button>
  );
}

export interface OrganizationsSectionProps {
  organizations: AccountOrganization[];
  canEdit: boolean;
  hasFullName: boolean;
  /** When the data was fetched: the reference time of the subscription rules. */
  fetchedAt: number;
}

export function OrganizationsSection({ organizations, canEdit, hasFullName, fetchedAt }: OrganizationsSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="profile-organizations-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-organizations-heading" className={styles.sectionTitle}>
          Organizations
        </h2>
        <ButtonLink to="/organizations/add" size="sm">
          Add Organization
        </ButtonLink>
      </div>
      {organizations.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list}>
          {organizations.map((org) => (
            <li key={org.slug} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemName}>
                  <a href={`/organizations/${encodeURIComponent(org.slug)}`}>{org.display_name}</a>
                  {org.is_affiliate && <GoldCheck />}
                </span>
                <span className={styles.itemActions}>
                  {org.status === 'pending' ? (
                    <span className={`${styles.badge} ${styles.review}`}>{STATUS_TEXT.underReview}</span>
                  ) : (
                    <>
                      {!org.is_approved && <span className={`${styles.badge} ${styles.pending}`}>{STATUS_TEXT.pendingApproval}</span>}
                      <EditAction href={editPath('organizations', org.slug)} canEdit={canEdit} name={org.display_name} />
                    </>
                  )}
                </span>
              </div>
              {org.status === 'approved' && <SubscriptionArea organization={org} hasFullName={hasFullName} fetchedAt={fetchedAt} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec 001 §4 "Subscription (profile)"; the buttons need an approved claim and a full name (§6). */
function SubscriptionArea({
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

export function ProjectsSection({ projects, canEdit }: { projects: AccountProject[]; canEdit: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="profile-projects-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-projects-heading" className={styles.sectionTitle}>
          Projects
        </h2>
        <ButtonLink to="/projects/add" size="sm">
          Add Project
        </ButtonLink>
      </div>
      {projects.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list}>
          {projects.map((project) => (
            <li key={project.slug} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemName}>
                  <a href={`/projects/${encodeURIComponent(project.slug)}`}>{project.display_name}</a>
                  {!project.is_approved && (
                    <span className={`${styles.badge} ${styles.pending} ${styles.label}`}>{STATUS_TEXT.projectPendingApproval}</span>
                  )}
                </span>
                <span className={styles.itemActions}>
                  {project.status === 'pending' ? (
                    <span className={`${styles.badge} ${styles.review}`}>{STATUS_TEXT.underReview}</span>
                  ) : (
                    <EditAction href={editPath('projects', project.slug)} canEdit={canEdit} name={project.display_name} />
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
