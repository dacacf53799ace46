import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { accountInfo } from '../../../test-utils/accountFixtures';
import type { Follow } from '../api/follows';

let api: FakeApi | null = null;
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});
afterEach(() => {
  api?.restore();
  api = null;
});

const helion: Follow = {
  id: 3,
  kind: 'organization',
  slug: 'helion',
  name: 'Helion',
  url: '/organizations/helion',
  cadence: 'instant',
  created_at: '2026-01-01T00:00:00.000Z',
};
const feed = (token: string) => ({
  rss: `http://site/api/v1/follows/feed/${token}.xml`,
  atom: `http://site/api/v1/follows/feed/${token}.atom`,
});

describe('/profile: Following and your data', () => {
  it('lists the follows with their cadence; changing it and unfollowing call the API', async () => {
    let follows = [helion];
    const calls: unknown[] = [];
    api = fakeApi({
      'GET /api/accounts/info/': { data: accountInfo() },
      'GET /api/v1/follows/': () => ({ data: { results: follows, feed: feed('a'.repeat(43)) } }),
      'PATCH /api/v1/follows/3/': (body) => {
        calls.push(['PATCH', body]);
        follows = [{ ...helion, cadence: 'daily' }];
        return { data: follows[0] };
      },
      'DELETE /api/v1/follows/3/': () => {
        calls.push(['DELETE']);
        follows = [];
        return { status: 204, data: null };
      },
    });
    renderAreaAt('/profile');
    const section = await screen.findByRole('region', { name: 'Following' });
    const row = (await within(section).findByRole('link', { name: 'Helion' })).closest('li')!;
    expect(row).toHaveTextContent('Organization');
    const cadence = within(row).getByLabelText('How often you hear about Helion');
    expect(cadence).toHaveValue('instant');
    await userEvent.selectOptions(cadence, 'daily');
    await waitFor(() => expect(within(section).getByLabelText('How often you hear about Helion')).toHaveValue('daily'));
    await userEvent.click(within(section).getByRole('button', { name: 'Unfollow Helion' }));
    await within(section).findByText(/You follow nothing yet/);
    expect(calls).toEqual([['PATCH', { cadence: 'daily' }], ['DELETE']]);
    expect(within(section).getByRole('link', { name: 'Atom' })).toHaveAttribute('href', feed('a'.repeat(43)).atom);
  });

  it('resets the feed address', async () => {
    let token = 'a'.repeat(43);
    api = fakeApi({
      'GET /api/accounts/info/': { data: accountInfo() },
      'GET /api/v1/follows/': () => ({ data: { results: [], feed: feed(token) } }),
      'POST /api/v1/follows/feed-token/': () => {
        token = 'b'.repeat(43);
        return { data: feed(token) };
      },
    });
    renderAreaAt('/profile');
    const section = await screen.findByRole('region', { name: 'Following' });
    await within(section).findByRole('link', { name: 'RSS' });
    await userEvent.click(within(section).getByRole('button', { name: 'Reset the feed address' }));
    await waitFor(() => expect(within(section).getByRole('link', { name: 'RSS' })).toHaveAttribute('href', feed('b'.repeat(43)).rss));
  });

  it('offers the data download, and says why the account was not deleted', async () => {
    api = fakeApi({
      'GET /api/accounts/info/': { data: accountInfo() },
      'GET /api/v1/follows/': { data: { results: [], feed: feed('a'.repeat(43)) } },
      'POST /api/v1/account/delete/': { status: 400, data: { message: 'The password is not right.', field: 'password' } },
    });
    renderAreaAt('/profile');
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('link', { name: 'Download your data' })).toHaveAttribute('href', '/api/v1/account/export/');
    await userEvent.click(within(section).getByText('Delete your account'));
    await userEvent.type(within(section).getByLabelText('Your password'), 'wrong password');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('The password is not right.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(section).getByLabelText('Your password')).toHaveFocus());
  });
});
