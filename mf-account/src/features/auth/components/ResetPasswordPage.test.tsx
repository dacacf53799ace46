import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, SIGNED_IN } from '../../../test-utils/renderArea';

const INFO = { full_name: 'Ada Fusion', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] };
const LINK = '/reset-password?hash=1795000000-9f8e7d&email=ada%40example.com';
const RESET_LINK_URL = 'GET /api/accounts/resetpwlink/?email=ada%40example.com';

let api: FakeApi | null = null;
beforeEach(() => resetStores());
afterEach(() => {
  api?.restore();
  api = null;
});

const newPassword = () => screen.getByLabelText('New password', { selector: 'input' });

describe('/reset-password without a hash: the request form', () => {
  it('validates the email, then sends it and shows "Reset link sent, check your email."', async () => {
    api = fakeApi({ [RESET_LINK_URL]: { data: { message: 'Reset link sent, check your email.' } } });
    renderAreaAt('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Reset link sent, check your email.');
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    [{ status: 401, data: { message: 'User not found' } }, 'Email not found'],
    [{ status: 500, data: null }, "Server error. It's not you, it's us."],
  ])('%j → "%s"', async (reply, message) => {
    api = fakeApi({ [RESET_LINK_URL]: reply });
    renderAreaAt('/reset-password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/reset-password with hash and email: the new-password form', () => {
  it('sends the hash split at the dash with the email and the new password; success signs in and goes to /profile', async () => {
    let body: unknown;
    api = fakeApi({
      'POST /api/accounts/resetpassword/': (sent) => {
        body = sent;
        return { data: { message: 'Password reset successfully' } };
      },
      'GET /api/accounts/session/': { data: SIGNED_IN },
      'GET /api/accounts/info/': { data: INFO },
    });
    renderAreaAt(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(newPassword(), 'a-new-password-9{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(body).toEqual({ unix_time: '1795000000', hashvalue: '9f8e7d', email: 'ada@example.com', newpassword: 'a-new-password-9' });
    expect(useAuthStore.getState().is_authenticated).toBe(true);
  });

  it('requires the new password', async () => {
    api = fakeApi({});
    renderAreaAt(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please provide a password')).toBeInTheDocument();
    expect(newPassword()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['User not found', 'Email not found'],
    ['This link has expired', 'Link expired'],
    ['The hashes do not match', 'Hash is invalid'],
  ])('"%s" → "%s"', async (answer, message) => {
    api = fakeApi({ 'POST /api/accounts/resetpassword/': { data: { message: answer } } });
    renderAreaAt(LINK);
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useAuthStore.getState().is_authenticated).toBe(false);
    expect(window.location.pathname).toBe('/reset-password');
  });

  it.each([
    [{ status: 400, data: { message: 'This password is too common.' } }, 'This password is too common.'],
    [{ status: 500, data: null }, "Server error. It's not you, it's us."],
  ])('%j → "%s"', async (reply, message) => {
    api = fakeApi({ 'POST /api/accounts/resetpassword/': reply });
    renderAreaAt(LINK);
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['a hash without a dash', '/reset-password?hash=17950000009f8e7d&email=ada%40example.com'],
    ['no email', '/reset-password?hash=1795000000-9f8e7d'],
  ])('with %s nothing is sent: the request form explains', async (_case, url) => {
    api = fakeApi({});
    renderAreaAt(url);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete. Request a new one below.');
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
