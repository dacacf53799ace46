import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { accountInfo, accountOrganization } from '../../../test-utils/accountFixtures';
import type { AccountInfo } from '../../../lib/api/accountInfo';

const orgRow = accountOrganization;
const info = accountInfo;

let api: FakeApi | null = null;
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});
afterEach(() => {
  api?.restore();
  api = null;
});

async function showProfile(data: AccountInfo, extra: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({ 'GET /api/accounts/info/': { data }, ...extra });
  renderAreaAt('/profile');
  await screen.findByRole('region', { name: 'Account' });
}

const item = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const toasts = () => useToastStore.getState().toasts.map(({ message, kind }) => ({ message, kind }));

describe('/profile', () => {
  it('shows full_name, username, verified and is_staff', async () => {
    await showProfile(info());
    const details = screen.getByRole('region', { name: 'Account' });
    expect(within(details).getByText('Full name').nextSibling).toHaveTextContent('Ada Fusion');
    expect(within(details).getByText('Email').nextSibling).toHaveTextContent('ada@example.com');
    expect(within(details).getByText('Verified').nextSibling).toHaveTextContent('Yes');
    expect(within(details).getByText('Staff').nextSibling).toHaveTextContent('No');
    expect(document.title).toBe('Profile | Fusion Energy Directory');
    expect(screen.queryByRole('button', { name: 'Resend email.' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You are logged in as staff/)).not.toBeInTheDocument();
  });

  it("shows 'No record found' for empty lists", async () => {
    await showProfile(info());
    expect(within(screen.getByRole('region', { name: 'Organizations' })).getByText('No record found')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Projects' })).getByText('No record found')).toBeInTheDocument();
  });

  it("lists organizations: 'Under Review' for a pending request, 'Pending Approval' for one not approved, Edit for approved access", async () => {
    await showProfile(
      info({
        orgs: [
          orgRow({ slug: 'pending-org', display_name: 'Pending Org', status: 'pending' }),
          orgRow({ slug: 'new-org', display_name: 'New Org', is_approved: false }),
          orgRow({ slug: 'cfs', display_name: 'Commonwealth Fusion Systems', is_affiliate: true }),
        ],
      }),
    );
    expect(item('Pending Org')).toHaveTextContent('Under Review');
    expect(within(item('Pending Org')).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(item('New Org')).toHaveTextContent('Pending Approval');
    expect(within(item('New Org')).getByRole('link', { name: 'Edit New Org' })).toHaveAttribute('href', '/organizations/new-org/edit');
    expect(item('Commonwealth Fusion Systems')).not.toHaveTextContent(/Under Review|Pending Approval/);
    expect(within(item('Commonwealth Fusion Systems')).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute('href', '/organizations/cfs');
  });

  it("lists projects with the 'PENDING APPROVAL' label for unapproved ones and 'Under Review' for pending access", async () => {
    await showProfile(
      info({
        projects: [
          { slug: 'sparc', display_name: 'SPARC', status: 'approved', is_approved: true },
          { slug: 'new-machine', display_name: 'New Machine', status: 'approved', is_approved: false },
          { slug: 'iter', display_name: 'ITER', status: 'pending', is_approved: true },
        ],
      }),
    );
    expect(item('SPARC')).not.toHaveTextContent('PENDING APPROVAL');
    expect(within(item('SPARC')).getByRole('link', { name: 'Edit SPARC' })).toHaveAttribute('href', '/projects/sparc/edit');
    expect(item('New Machine')).toHaveTextContent('PENDING APPROVAL');
    expect(item('ITER')).toHaveTextContent('Under Review');
  });

  describe('an unverified non-staff user', () => {
    const unverified = info({
      verified: false,
      orgs: [orgRow()],
      projects: [{ slug: 'sparc', display_name: 'SPARC', status: 'approved', is_approved: true }],
    });

    it('sees the red notice with Resend email., and the edit buttons stay disabled', async () => {
      await showProfile(unverified);
      expect(screen.getByText(/Please verify your email address/)).toHaveTextContent('ada@example.com');
      expect(screen.getByRole('button', { name: 'Resend email.' })).toBeEnabled();
      expect(within(item('Commonwealth Fusion Systems')).getByRole('button', { name: /^Edit/ })).toBeDisabled();
      expect(within(item('SPARC')).getByRole('button', { name: /^Edit/ })).toBeDisabled();
      expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    });

    it("'Resend email.' toasts 'Verification email resent'", async () => {
      await showProfile(unverified, { 'GET /api/accounts/resendverification/': { data: { message: 'Verification email sent.' } } });
      await userEvent.click(screen.getByRole('button', { name: 'Resend email.' }));
      expect(await screen.findByRole('button', { name: 'Resend email.' })).toBeEnabled();
      expect(toasts()).toEqual([{ message: 'Verification email resent', kind: 'success' }]);
    });

    it("a failure toasts 'Unable to resend verification email: ...'", async () => {
      await showProfile(unverified, {
        'GET /api/accounts/resendverification/': { status: 429, data: { message: 'Too many attempts. Try again in 60 minutes.' } },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Resend email.' }));
      await screen.findByRole('button', { name: 'Resend email.' });
      await waitFor(() =>
        expect(toasts()).toEqual([
          { message: 'Unable to resend verification email: Too many attempts. Try again in 60 minutes.', kind: 'error' },
        ]),
      );
    });
  });

  it('a staff user sees the staff notice (and no verify notice even if unverified)', async () => {
    await showProfile(info({ is_staff: true, verified: false, orgs: [orgRow()] }));
    expect(screen.getByText('You are logged in as staff. Staff are expected to use the admin panel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('button', { name: 'Resend email.' })).not.toBeInTheDocument();
    expect(within(item('Commonwealth Fusion Systems')).getByRole('link', { name: 'Edit Commonwealth Fusion Systems' })).toBeInTheDocument();
  });

  describe('the subscription area (approved claims only)', () => {
    it("'BECOME AN AFFILIATE' links the affiliate page with the organization; none for a pending claim", async () => {
      await showProfile(info({ orgs: [orgRow(), orgRow({ slug: 'p', display_name: 'Pending Org', status: 'pending' })] }));
      expect(
        within(item('Commonwealth Fusion Systems')).getByRole('link', { name: 'BECOME AN AFFILIATE: Commonwealth Fusion Systems' }),
      ).toHaveAttribute('href', '/affiliate?org-slug=cfs');
      expect(within(item('Pending Org')).queryByText(/BECOME AN AFFILIATE|RENEW MEMBERSHIP|Cancel Subscription/)).not.toBeInTheDocument();
    });

    it("'RENEW MEMBERSHIP' for a canceled subscription still running, with 'Your subscription ends on {date}'", async () => {
      await showProfile(info({ orgs: [orgRow({ is_affiliate: true, sub_status: 'canceled', next_billing_date: '2999-01-31' })] }));
      const row = item('Commonwealth Fusion Systems');
      expect(within(row).getByRole('link', { name: /^RENEW MEMBERSHIP/ })).toHaveAttribute('href', '/affiliate?org-slug=cfs');
      expect(row).toHaveTextContent('Your subscription ends on January 31, 2999');
    });

    it("'Cancel Subscription' for an active affiliate asks to confirm, posts the slug and toasts the message", async () => {
      let body: unknown;
      await showProfile(info({ orgs: [orgRow({ is_affiliate: true, sub_status: 'active', next_billing_date: '2999-01-31' })] }), {
        'POST /api/v1/stripe/unsubscribe/': (sent) => {
          body = sent;
          return { data: { message: 'Your subscription was cancelled.' } };
        },
      });
      const row = item('Commonwealth Fusion Systems');
      expect(row).toHaveTextContent('Your subscription renews on January 31, 2999');
      await userEvent.click(within(row).getByRole('button', { name: 'Cancel Subscription' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
      await screen.findByRole('region', { name: 'Organizations' });
      await waitFor(() => expect(toasts()).toEqual([{ message: 'Your subscription was cancelled.', kind: 'success' }]));
      expect(body).toEqual({ slug: 'cfs' });
    });

    it("a failed cancellation toasts 'Error cancelling subscription: ...'", async () => {
      await showProfile(info({ orgs: [orgRow({ is_affiliate: true, sub_status: 'active', next_billing_date: '2999-01-31' })] }), {
        'POST /api/v1/stripe/unsubscribe/': { status: 400, data: { message: 'No subscription' } },
      });
      await userEvent.click(within(item('Commonwealth Fusion Systems')).getByRole('button', { name: 'Cancel Subscription' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
      await waitFor(() => expect(toasts()).toEqual([{ message: 'Error cancelling subscription: No subscription', kind: 'error' }]));
    });

    it('the buttons need a full name', async () => {
      await showProfile(info({ full_name: '', orgs: [orgRow()] }));
      expect(within(item('Commonwealth Fusion Systems')).getByRole('button', { name: 'BECOME AN AFFILIATE' })).toBeDisabled();
    });
  });

  it('an API failure shows the error state with Retry', async () => {
    api = fakeApi({ 'GET /api/accounts/info/': { status: 500, data: null } });
    renderAreaAt('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
