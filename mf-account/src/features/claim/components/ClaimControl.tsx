// The claim control of organization and project detail pages (docs/product/account.md §9). The account area
// owns it; the directory's pages mount it through the contract (account/claim, see ../mount.tsx).
// - loading: a placeholder the size of the control;
// - view: 'Claim This Organization to Edit' (or the Project wording). Signed in, it sends the
//   edit-access request, marks the item pending in the session and goes to /profile; signed
//   out, it opens a dialog with Sign In and Create Account links that carry the slug;
// - pending: 'Edit request pending';
// - approved: 'You have claimed this organization. Edit this page', linking to the edit screen;
//   for an unverified account the link is disabled with the profile's hint (docs/product/account.md §1).
import { useEffect, useState } from 'react';
import { getJson, useAuthStore, useSession, type ClaimControlProps, type Membership } from 'mf-shared';
import { ACCOUNT_INFO_URL, type AccountInfo } from '../../../lib/api/accountInfo';
import { Button, ButtonLink, Dialog, Skeleton } from 'mf-shared/kit';
import { sendEditAccessRequest } from '../../../lib/api/accountCalls';
import { CLAIM_TEXT, claimState, editScreenPath, signInLinks, type ClaimKind } from '../utils/claimState';
import { followInSite, navigateInSite } from '../utils/siteNavigation';
import styles from './ClaimControl.module.css';

const PROFILE_PATH = '/profile';

/** Records the answer in the session store (the header, the profile and this control follow it). */
function recordMembership(kind: ClaimKind, membership: Membership): void {
  const state = useAuthStore.getState();
  const key = kind === 'organization' ? 'organization_memberships' : 'project_memberships';
  const others = state[key].filter((item) => item.slug !== membership.slug);
  useAuthStore.setState({ [key]: [...others, membership] });
}

/**
 * Whether the signed-in account may edit (verified, or staff); null until known or if the call
 * failed (the edit screen decides then). Asked only when `ask`: an approved claim is shown.
 */
function useMayEdit(ask: boolean): boolean | null {
  const [mayEdit, setMayEdit] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    getJson<AccountInfo>(ACCOUNT_INFO_URL).then(
      (info) => current && setMayEdit(info.verified || info.is_staff),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ask]);
  return mayEdit;
}

export function ClaimControl({ kind, slug, name }: ClaimControlProps) {
  const session = useSession((s) => s);
  const status = useAuthStore((s) => s.status);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sending, setSending] = useState(false);

  // A page without the server's session (a standalone page) loads it once.
  useEffect(() => {
    if (useAuthStore.getState().status === 'idle') void useAuthStore.getState().loadSession();
  }, []);

  const state = status === 'idle' ? 'loading' : claimState(session, status, kind, slug);
  const label = CLAIM_TEXT.claim[kind];
  const mayEdit = useMayEdit(state === 'approved');

  if (state === 'loading') {
    return (
      <div className={styles.control} aria-busy="true">
        <Skeleton width={260} height={40} />
        <span className="visually-hidden">Loading</span>
      </div>
    );
  }

  if (state === 'approved') {
    return (
      <div className={styles.control}>
        <p className={styles.claimed}>
          {CLAIM_TEXT.claimed[kind]}{' '}
          {mayEdit === false ? (
            <span className={styles.disabledLink} aria-disabled="true">
              {CLAIM_TEXT.editThisPage} <span className={styles.hint}>{CLAIM_TEXT.verifyFirst}</span>
            </span>
          ) : (
            <a href={editScreenPath(kind, slug)} onClick={followInSite} className={styles.link}>
              {CLAIM_TEXT.editThisPage}
            </a>
          )}
        </p>
      </div>
    );
  }

  if (state === 'pending') {
    return (
      <div className={styles.control}>
        <p className={styles.pending} role="status">
          {CLAIM_TEXT.pending}
        </p>
      </div>
    );
  }

  const claim = async () => {
    if (!session.is_authenticated) {
      setDialogOpen(true);
      return;
    }
    setSending(true);
    const answer = await sendEditAccessRequest(kind === 'organization' ? 'organizations' : 'projects', slug);
    setSending(false);
    // A refused request is only logged (docs/product/account.md §9 'Bad response from backend'): the control stays as it was.
    if (!answer) return;
    recordMembership(kind, { id: answer.id, slug: answer.slug, status: answer.status === 'approved' ? 'approved' : 'pending' });
    navigateInSite(PROFILE_PATH);
  };

  const links = signInLinks(kind, slug);
  return (
    <div className={styles.control}>
      <Button
        variant="secondary"
        onClick={() => void claim()}
        loading={sending}
        aria-haspopup={session.is_authenticated ? undefined : 'dialog'}
        aria-label={name ? `${label}: ${name}` : undefined}
      >
        {label}
      </Button>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={CLAIM_TEXT.signInTitle[kind]}
        actions={
          <>
            <ButtonLink to={links.createAccount} variant="secondary" onClick={followInSite}>
              Create Account
            </ButtonLink>
            <ButtonLink to={links.signIn} onClick={followInSite}>
              Sign In
            </ButtonLink>
          </>
        }
      >
        <p className={styles.dialogText}>
          Sign in or create an account to claim {name ?? `this ${kind}`}. Once staff approve your request, you can edit its page.
        </p>
      </Dialog>
    </div>
  );
}
