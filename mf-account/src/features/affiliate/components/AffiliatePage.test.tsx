import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { accountInfo, accountOrganization } from '../../../test-utils/accountFixtures';
import type { AccountInfo } from '../../../lib/api/accountInfo';
import { checkoutNavigation } from '../api/subscribe';
import { AFFILIATE_TEXT } from '../utils/plans';

const org = accountOrganization;
const info = (overrides: Partial<AccountInfo> = {}): AccountInfo => accountInfo({ orgs: [org()], ...overrides });

let api: FakeApi | null = null;
let navigate: jest.SpyInstance;
beforeEach(() => {
  resetStores();
  navigate = jest.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  api?.restore();
  api = null;
  navigate.mockRestore();
});

function signIn(data: AccountInfo, extra: Parameters<typeof fakeApi>[0] = {}) {
  setSession({
    ...SIGNED_IN,
    organization_memberships: data.orgs.map((row, index) => ({ id: 40 + index, slug: row.slug, status: row.status })),
  });
  api = fakeApi({ 'GET /api/accounts/info/': { data }, ...extra });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('/affiliate', () => {
  it("shows the three plans: Listed Supplier (free), Affiliate (Monthly) $1,000, Affiliate (Annual) $9,000 labelled 'Best Value'", async () => {
    api = fakeApi({});
    renderAreaAt('/affiliate');
    await screen.findByRole('heading', { level: 1, name: 'Affiliate membership' });
    expect(document.title).toBe('Affiliate membership | Fusion Energy Directory');
    expect(card('Listed Supplier')).toHaveTextContent('Free');
    expect(card('Affiliate (Monthly)')).toHaveTextContent('$1,000 per month');
    expect(card('Affiliate (Annual)')).toHaveTextContent('$9,000 per year');
    expect(card('Affiliate (Annual)')).toHaveTextContent('Best Value');
    expect(card('Affiliate (Monthly)')).not.toHaveTextContent('Best Value');
  });

  it('signed out, with no organization chosen: every button goes to /create-account', async () => {
    api = fakeApi({});
    renderAreaAt('/affiliate');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Listed Supplier', 'Affiliate (Monthly)', 'Affiliate (Annual)']) {
      expect(within(card(name)).getByRole('link')).toHaveAttribute('href', '/create-account');
    }
    expect(screen.getByText(AFFILIATE_TEXT.signedOut)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0); // no account to read
  });

  it('signed out with org-slug: the buttons go to /create-account carrying the organization (which then requests edit access)', async () => {
    api = fakeApi({});
    renderAreaAt('/affiliate?org-slug=cfs');
    await screen.findByRole('heading', { level: 1 });
    expect(within(card('Affiliate (Annual)')).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/create-account?org-slug=cfs',
    );
  });

  it('org-slug preselects the organization; Subscribe posts {orgId, planType} and sends the browser to the answered url', async () => {
    let body: unknown;
    signIn(info({ orgs: [org({ slug: 'helion', display_name: 'Helion' }), org()] }), {
      'POST /api/v1/stripe/subscribe/': (sent) => {
        body = sent;
        return { data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
      },
    });
    renderAreaAt('/affiliate?org-slug=cfs');
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    expect(select).toHaveValue('cfs');
    await userEvent.click(within(card('Affiliate (Annual)')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(body).toEqual({ orgId: 41, planType: 'yearly' });
    // The button stays busy while the browser leaves for the checkout.
    expect(within(card('Affiliate (Annual)')).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('without org-slug the first approved claim is chosen; choosing another updates the query', async () => {
    let body: unknown;
    signIn(
      info({
        orgs: [org({ slug: 'pending-co', display_name: 'Pending Co', status: 'pending' }), org({ slug: 'helion', display_name: 'Helion' })],
      }),
      {
        'POST /api/v1/stripe/subscribe/': (sent) => {
          body = sent;
          return { data: { url: '/api/v1/stripe/test-checkout/cs_test_2' } };
        },
      },
    );
    renderAreaAt('/affiliate');
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    expect(select).toHaveValue('helion');
    await userEvent.click(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/v1/stripe/test-checkout/cs_test_2'));
    expect(body).toEqual({ orgId: 41, planType: 'monthly' });

    await userEvent.selectOptions(select, 'pending-co');
    expect(window.location.search).toBe('?org-slug=pending-co');
    expect(screen.getByText(AFFILIATE_TEXT.claimPending('Pending Co'))).toBeInTheDocument();
    expect(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('says what is missing: no claim of the organization (with a link to it), a claim under review, no full name', async () => {
    signIn(info());
    const { unmount } = renderAreaAt('/affiliate?org-slug=helion');
    expect(await screen.findByText(AFFILIATE_TEXT.notClaimed('helion'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to helion' })).toHaveAttribute('href', '/organizations/helion');
    expect(within(card('Affiliate (Annual)')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    unmount();
    api?.restore();

    signIn(info({ full_name: '' }));
    renderAreaAt('/affiliate?org-slug=cfs');
    expect(await screen.findByText(AFFILIATE_TEXT.fullName)).toBeInTheDocument();
    expect(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('an active monthly member: only the Monthly card says Subscribed, and the renewal names the plan', async () => {
    signIn(
      info({
        orgs: [org({ is_affiliate: true, sub_status: 'active', plan_type: 'monthly', next_billing_date: '2999-01-31T00:00:00.000Z' })],
      }),
    );
    renderAreaAt('/affiliate?org-slug=cfs');
    expect(
      await screen.findByText(/Your subscription renews on January 31, 2999: Affiliate \(Monthly\), \$1,000 per month\./),
    ).toBeInTheDocument();
    expect(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    expect(within(card('Affiliate (Annual)')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(within(card('Affiliate (Annual)')).queryByRole('button', { name: 'Subscribed' })).not.toBeInTheDocument();
  });

  it('a resumed membership (checkout=resumed) says nothing was charged, not that a payment was received', async () => {
    signIn(
      info({
        orgs: [org({ is_affiliate: true, sub_status: 'active', plan_type: 'yearly', next_billing_date: '2999-01-31T00:00:00.000Z' })],
      }),
    );
    renderAreaAt('/affiliate?org-slug=cfs&checkout=resumed');
    expect(await screen.findByText(AFFILIATE_TEXT.resumed)).toBeInTheDocument();
    expect(screen.queryByText(/payment was received/)).not.toBeInTheDocument();
    expect(await screen.findByText(/renews on January 31, 2999: Affiliate \(Annual\), \$9,000 per year/)).toBeInTheDocument();
  });

  it('an active member has nothing to buy; a cancelled one still running can renew', async () => {
    signIn(
      info({
        orgs: [org({ is_affiliate: true, sub_status: 'active', plan_type: 'monthly', next_billing_date: '2999-01-31T00:00:00.000Z' })],
      }),
    );
    const { unmount } = renderAreaAt('/affiliate?org-slug=cfs');
    expect(await screen.findByText(/Your subscription renews on January 31, 2999/)).toBeInTheDocument();
    expect(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    unmount();
    api?.restore();

    signIn(info({ orgs: [org({ is_affiliate: true, sub_status: 'canceled', next_billing_date: '2999-01-31T00:00:00.000Z' })] }));
    renderAreaAt('/affiliate?org-slug=cfs');
    expect(await screen.findByText(AFFILIATE_TEXT.ending('Commonwealth Fusion Systems', 'January 31, 2999'))).toBeInTheDocument();
    expect(within(card('Affiliate (Annual)')).getByRole('button', { name: 'Renew' })).toBeEnabled();
  });

  it("shows the server's message when subscribing is refused, and the server error text on a 5xx", async () => {
    signIn(info(), {
      'POST /api/v1/stripe/subscribe/': {
        status: 409,
        data: { message: 'This organization already has an active affiliate subscription.' },
      },
    });
    const { unmount } = renderAreaAt('/affiliate?org-slug=cfs');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Affiliate (Monthly)' })).getByRole('button', { name: 'Subscribe' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This organization already has an active affiliate subscription.');
    expect(navigate).not.toHaveBeenCalled();
    expect(within(card('Affiliate (Monthly)')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    unmount();
    api?.restore();

    signIn(info(), { 'POST /api/v1/stripe/subscribe/': { status: 502, data: { message: 'The payment provider could not be reached.' } } });
    renderAreaAt('/affiliate?org-slug=cfs');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Affiliate (Annual)' })).getByRole('button', { name: 'Subscribe' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Server error. It's not you, it's us.");
  });

  it("says when the server's payments run in test mode (no card is charged), and not otherwise", async () => {
    signIn(info({ payments_mode: 'test' }));
    const { unmount } = renderAreaAt('/affiliate?org-slug=cfs');
    expect(await screen.findByText(AFFILIATE_TEXT.testMode)).toHaveTextContent('test mode');
    unmount();
    api?.restore();
    signIn(info({ payments_mode: 'stripe' }));
    renderAreaAt('/affiliate?org-slug=cfs');
    await screen.findByLabelText('Organization'); // the account info has loaded
    expect(screen.queryByText(AFFILIATE_TEXT.testMode)).not.toBeInTheDocument();
  });

  it('after checkout: a thank-you (checkout=success) or a cancelled note (checkout=canceled)', async () => {
    signIn(info());
    const { unmount } = renderAreaAt('/affiliate?org-slug=cfs&checkout=success');
    expect(await screen.findByText(/Thank you! Your payment was received/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    unmount();
    renderAreaAt('/affiliate?org-slug=cfs&checkout=canceled');
    expect(await screen.findByText(AFFILIATE_TEXT.canceled)).toBeInTheDocument();
  });
});
