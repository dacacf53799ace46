// /profile (docs/product/account.md §8): the account's details, the red verify notice with
// 'Resend email.' for an unverified non-staff user, the staff notice, and the user's
// organizations and projects with their statuses and the subscription area.
// Server-rendered from GET /api/accounts/info/ (loaded by `load` below).
import { useState } from 'react';
import { isNotFoundError, httpStatusOf, toast } from 'mf-shared';
import { ButtonLink, ErrorState, Skeleton } from 'mf-shared/kit';
import { resendVerification } from '../../../lib/api/accountCalls';
import { accountInfoQuery, useAccountInfo, type AccountInfo } from '../../../lib/api/accountInfo';
import { FollowingSection } from './FollowingSection';
import { OrganizationsSection, ProjectsSection } from './MembershipSections';
import { YourDataSection } from './YourDataSection';
import styles from './ProfilePage.module.css';
import type { RouteContext } from 'mf-shared/area';
import { followsQuery } from '../api/follows';

// Through the visitor's session (the server's fetchApi passes their cookies): the account and its
// follows (issue 22), so hydration finds both and fetches nothing again. Signed-in only (`access`).
export const load = ({ queryClient }: RouteContext) =>
  Promise.all([queryClient.prefetchQuery(accountInfoQuery()), queryClient.prefetchQuery(followsQuery())]);

export const head = () => ({ title: 'Profile', noindex: true });

export const STAFF_NOTICE = 'You are logged in as staff. Staff are expected to use the admin panel.';

export default function ProfilePage() {
  const query = useAccountInfo();
  return (
    <section className={styles.page} aria-labelledby="profile-heading">
      <h1 id="profile-heading" className={styles.title}>
        Profile
      </h1>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <ProfileError status={httpStatusOf(query.error)} notFound={isNotFoundError(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Profile info={query.data} fetchedAt={query.dataUpdatedAt} />
      )}
    </section>
  );
}

function ProfileError({ status, notFound, onRetry }: { status: number | null; notFound: boolean; onRetry(): void }) {
  if (status === 401 || status === 403) {
    return (
      <>
        <ErrorState message="Your session has ended. Please sign in again." />
        <p>
          <ButtonLink to="/sign-in?next=%2Fprofile" size="sm">
            Sign in
          </ButtonLink>
        </p>
      </>
    );
  }
  return <ErrorState message={notFound ? 'Your account could not be found.' : undefined} onRetry={onRetry} />;
}

function ProfileSkeleton() {
  return (
    <div className={styles.skeletons} aria-busy="true">
      <Skeleton height={24} width="40%" />
      <Skeleton height={20} width="60%" />
      <Skeleton height={20} width="50%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </div>
  );
}

function Profile({ info, fetchedAt }: { info: AccountInfo; fetchedAt: number }) {
  const canEdit = info.verified || info.is_staff;
  return (
    <>
      {!info.verified && !info.is_staff && <VerifyNotice email={info.username} />}
      {info.is_staff && (
        <div className={`${styles.notice} ${styles.staff}`}>
          <p className={styles.noticeText}>{STAFF_NOTICE}</p>
          {/* The admin panel for claims and new entries (issue 13). */}
          <p className={styles.noticeText}>
            <a href="/review">Open the review queue</a>
          </p>
        </div>
      )}
      <section className={styles.section} aria-labelledby="profile-account-heading">
        <div className={styles.sectionHeader}>
          <h2 id="profile-account-heading" className={styles.sectionTitle}>
            Account
          </h2>
        </div>
        <dl className={styles.details}>
          <dt>Full name</dt>
          <dd>{info.full_name || '—'}</dd>
          <dt>Email</dt>
          <dd>{info.username}</dd>
          <dt>Verified</dt>
          <dd>{info.verified ? 'Yes' : 'No'}</dd>
          <dt>Staff</dt>
          <dd>{info.is_staff ? 'Yes' : 'No'}</dd>
        </dl>
      </section>
      <OrganizationsSection
        organizations={info.orgs}
        canEdit={canEdit}
        hasFullName={Boolean(info.full_name?.trim())}
        fetchedAt={fetchedAt}
      />
      <ProjectsSection projects={info.projects} canEdit={canEdit} />
      <FollowingSection />
      <YourDataSection />
    </>
  );
}

/** The red notice of an unverified non-staff user, with 'Resend email.' and its toasts (docs/product/account.md §7). */
function VerifyNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const outcome = await resendVerification();
      toast(outcome.message ?? '', { kind: outcome.ok ? 'success' : 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={`${styles.notice} ${styles.unverified}`}>
      <p className={styles.noticeText}>
        Please verify your email address: follow the link we sent to <strong>{email}</strong>. Until then you cannot edit organizations or
        projects.{' '}
        <button
          type="button"
          className={styles.inlineAction}
          onClick={() => void resend()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          Resend email.
        </button>
      </p>
    </div>
  );
}
