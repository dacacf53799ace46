// The profile's lists of the user's organizations and projects (docs/product/account.md §8):
// 'Under Review' for a pending edit request, 'Pending Approval' for an organization not
// approved, the 'PENDING APPROVAL' label for an unapproved project, edit links for approved
// access (disabled for an unverified non-staff user, docs/product/account.md §1), and the subscription area.
import { Button, ButtonLink, EmptyState, GoldCheck, StatusPill } from 'mf-shared/kit';
import { editPath } from '../../../lib/signInFlow';
import type { AccountOrganization, AccountProject } from '../../../lib/api/accountInfo';
import styles from './ProfilePage.module.css';
import { SubscriptionArea } from './SubscriptionArea';

const STATUS_TEXT = {
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
                    <StatusPill>{STATUS_TEXT.underReview}</StatusPill>
                  ) : (
                    <>
                      {!org.is_approved && <StatusPill>{STATUS_TEXT.pendingApproval}</StatusPill>}
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
                  {!project.is_approved && <StatusPill>{STATUS_TEXT.projectPendingApproval}</StatusPill>}
                </span>
                <span className={styles.itemActions}>
                  {project.status === 'pending' ? (
                    <StatusPill>{STATUS_TEXT.underReview}</StatusPill>
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
