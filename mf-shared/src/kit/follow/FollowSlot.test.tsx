import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useAuthStore } from 'mf-shared';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { FollowSlot } from './FollowSlot';

let api: FakeApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
  useAuthStore.setState({ is_authenticated: false, csrf: '' });
});

it('renders an empty box of the button size on the server: the same HTML for everyone', () => {
  useAuthStore.setState({ is_authenticated: true });
  const html = renderToString(<FollowSlot kind="organization" slug="helion" name="Helion" />);
  expect(html).toMatch(/^<span class="[^"]*" data-follow-slot=""><\/span>$/);
});

it('signed out: after hydration, a Follow link to sign-in that comes back here', async () => {
  window.history.replaceState(null, '', '/organizations/helion');
  render(<FollowSlot kind="organization" slug="helion" name="Helion" />);
  const link = await screen.findByRole('link', { name: 'Follow Helion' });
  expect(link.getAttribute('href')).toBe('/sign-in?next=%2Forganizations%2Fhelion');
});

it('signed in: shows whether the item is followed and toggles it through the API', async () => {
  useAuthStore.setState({ is_authenticated: true, csrf: 'token' });
  const calls: string[] = [];
  api = installFakeApi((request) => {
    calls.push(`${request.method?.toUpperCase()} ${request.url}`);
    if (request.method === 'get') return { data: { results: [], feed: { rss: '', atom: '' } } };
    if (request.method === 'post') return { status: 201, data: { id: 7, kind: 'organization', slug: 'helion' } };
    return { status: 204, data: null };
  });
  render(<FollowSlot kind="organization" slug="helion" name="Helion" />);
  const button = await screen.findByRole('button', { name: 'Follow Helion' });
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  await waitFor(() => expect(button).not.toBeDisabled());
  await act(async () => button.click());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Following Helion' }).getAttribute('aria-pressed')).toBe('true'));
  await act(async () => screen.getByRole('button', { name: 'Following Helion' }).click());
  await screen.findByRole('button', { name: 'Follow Helion' });
  expect(calls).toEqual(['GET /api/v1/follows/', 'POST /api/v1/follows/', 'DELETE /api/v1/follows/7/']);
});
