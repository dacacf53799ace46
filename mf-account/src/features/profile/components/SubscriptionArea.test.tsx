// The profile's subscription area end to end against the API's answers (issue 14): cancel,
// the reload that follows, renew, and after the paid period.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { accountInfo, accountOrganization } from '../../../test-utils/accountFixtures';
import type { AccountInfo, AccountOrganization } from '../../../lib/api/accountInfo';

const END = '2999-04-15T12:00:00.000Z';

const info = (org: Partial<AccountOrganization>): AccountInfo =>
  accountInfo({ orgs: [accountOrganization({ slug: 'helion', display_name: 'Helion', ...org })] });

let api: FakeApi | null = null;
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});
afterEach(() => {
  api?.restore();
  api = null;
});

const row = () => screen.getByRole('link', { name: 'Helion' }).closest('li')!;
const toasts = () => useToastStore.getState().toasts.map(({ message, kind }) => ({ message, kind }));

it("an active membership: 'Cancel Subscription' → confirm → the API's message as a toast → the area reloads: 'ends on {date}' and 'RENEW MEMBERSHIP'", async () => {
  let cancelled = false;
  api = fakeApi({
    'GET /api/accounts/info/': () => ({
      data: info({ is_affiliate: true, sub_status: cancelled ? 'canceled' : 'active', next_billing_date: END }),
    }),
    'POST /api/v1/stripe/unsubscribe/': (body) => {
      expect(body).toEqual({ slug: 'helion' });
      cancelled = true;
      return { data: { message: 'Your subscription has been cancelled. Helion stays an Affiliate member until April 15, 2999.' } };
    },
  });
  renderAreaAt('/profile');
  await screen.findByRole('link', { name: 'Helion' });
  expect(row()).toHaveTextContent('Your subscription renews on April 15, 2999');
  expect(within(row()).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();

  await userEvent.click(within(row()).getByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
  expect(dialog).toHaveTextContent('Helion keeps its affiliate membership until the end of the billing period, April 15, 2999.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

  await waitFor(() => expect(row()).toHaveTextContent('Your subscription ends on April 15, 2999'));
  expect(toasts()).toEqual([
    { message: 'Your subscription has been cancelled. Helion stays an Affiliate member until April 15, 2999.', kind: 'success' },
  ]);
  expect(within(row()).getByRole('link', { name: 'RENEW MEMBERSHIP: Helion' })).toHaveAttribute('href', '/affiliate?org-slug=helion');
  expect(within(row()).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  expect(within(row()).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument(); // until the end of the period
});

it("after the paid period: no gold check, 'BECOME AN AFFILIATE'", async () => {
  api = fakeApi({
    'GET /api/accounts/info/': {
      data: info({ is_affiliate: false, sub_status: 'canceled', next_billing_date: '2020-04-15T12:00:00.000Z' }),
    },
  });
  renderAreaAt('/profile');
  await screen.findByRole('link', { name: 'Helion' });
  expect(within(row()).queryByRole('img', { name: 'Affiliate member' })).not.toBeInTheDocument();
  expect(within(row()).getByRole('link', { name: 'BECOME AN AFFILIATE: Helion' })).toHaveAttribute('href', '/affiliate?org-slug=helion');
});

it("a refused cancellation keeps the area as it was and toasts 'Error cancelling subscription: …'", async () => {
  api = fakeApi({
    'GET /api/accounts/info/': { data: info({ is_affiliate: true, sub_status: 'active', next_billing_date: END }) },
    'POST /api/v1/stripe/unsubscribe/': { status: 502, data: { message: 'The payment provider could not be reached. Please try again.' } },
  });
  renderAreaAt('/profile');
  await screen.findByRole('link', { name: 'Helion' });
  await userEvent.click(within(row()).getByRole('button', { name: 'Cancel Subscription' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { message: 'Error cancelling subscription: The payment provider could not be reached. Please try again.', kind: 'error' },
    ]),
  );
  expect(row()).toHaveTextContent('Your subscription renews on April 15, 2999');
});
