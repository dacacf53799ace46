// The account calls of docs/product/api.md §7 as the forms use them, each answer mapped to what the user
// sees (docs/product/account.md §3–§7 and §14; wire contract: api/docs/accounts.md).
//
// - Login goes through fetch with `redirect: 'manual'`: its success is a 302 to /profile, which
//   axios cannot see (XHR follows it and returns the profile page's HTML).
// - The CSRF token changes at sign-in, account creation, password reset and sign-out. A call
//   refused for its token (403, e.g. the page still holds the token of a session another tab or
//   the header's Sign out just ended) reloads the session and is sent once more.
// - Nothing here is retried on a timeout: these calls send mail or change a password.
import { useAuthStore } from 'mf-shared';
import { isCsrfFailure, messageOf, reloadSession, requestAnswer as request } from './request';
import { API_MESSAGES, MESSAGES, SERVER_ERROR } from '../messages';

const LOGIN_URL = '/api/accounts/login/';
const CREATE_ACCOUNT_URL = '/api/accounts/create-account/';
const RESET_LINK_URL = '/api/accounts/resetpwlink/';
const RESET_PASSWORD_URL = '/api/accounts/resetpassword/';
const RESEND_VERIFICATION_URL = '/api/accounts/resendverification/';
const LOGIN_TIMEOUT_MS = 10_000;

export type EditAccessKind = 'organizations' | 'projects';

function editAccessUrl(kind: EditAccessKind, slug: string): string {
  return `/api/v1/${kind}/${encodeURIComponent(slug)}/requesteditaccess/`;
}

/** What a form shows after a call: success (with an optional message) or the error text. */
export type Outcome = { ok: true; message?: string } | { ok: false; message: string };

const failure = (message: string): Outcome => ({ ok: false, message });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function postLogin(email: string, password: string): Promise<Response> {
  return fetch(LOGIN_URL, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
    headers: { 'X-CSRFToken': useAuthStore.getState().csrf, Accept: 'application/json' },
    credentials: 'same-origin',
    redirect: 'manual',
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(LOGIN_TIMEOUT_MS) : undefined,
  });
}

/**
 * POST /api/accounts/login/ (form-encoded username, password). Success is the redirect: an
 * opaque redirect in a browser (or a visible 3xx). 200 → 'Invalid email or password'; 4xx → the
 * server's message; 5xx or no answer → the server error (docs/product/account.md §3, §14).
 */
export async function login(email: string, password: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await postLogin(email, password);
    if (response.status === 403 && isCsrfFailure({ status: 403, data: await readJson(response.clone()) })) {
      await reloadSession();
      response = await postLogin(email, password);
    }
  } catch {
    return failure(SERVER_ERROR);
  }
  if (response.type === 'opaqueredirect' || response.redirected || (response.status >= 300 && response.status < 400)) {
    return { ok: true };
  }
  if (response.status === 200) return failure(MESSAGES.invalidLogin);
  if (response.status >= 400 && response.status < 500) return failure(messageOf(await readJson(response)) ?? SERVER_ERROR);
  return failure(SERVER_ERROR);
}

export interface CreateAccountInput {
  fullName: string;
  email: string;
  password: string;
  newsletter: boolean;
  redirectNewOrg: boolean;
  redirectNewProj: boolean;
}

/** POST /api/accounts/create-account/: success signs the new user in (a new session cookie). */
export async function createAccount(input: CreateAccountInput): Promise<Outcome> {
  const { status, data } = await request({
    method: 'post',
    url: CREATE_ACCOUNT_URL,
    data: {
      full_name: input.fullName,
      username: input.email,
      password: input.password,
      newsletter: input.newsletter,
      redirectNewOrg: input.redirectNewOrg,
      redirectNewProj: input.redirectNewProj,
    },
  });
  const message = messageOf(data);
  if (status === 200) {
    if (message === API_MESSAGES.accountCreated) return { ok: true };
    if (message === API_MESSAGES.userExists) return failure(MESSAGES.userExists);
    if (message === API_MESSAGES.blank) return failure(MESSAGES.blank);
    return failure(message ?? SERVER_ERROR);
  }
  // 400: full name, email or a password rule; 429: too many attempts.
  if ((status === 400 || status === 429) && message) return failure(message);
  return failure(SERVER_ERROR);
}

/** GET /api/accounts/resetpwlink/?email=: 200 sent, 401 unknown email. */
export async function requestResetLink(email: string): Promise<Outcome> {
  const { status, data } = await request({ method: 'get', url: RESET_LINK_URL, params: { email } });
  if (status === 200) return { ok: true, message: MESSAGES.resetLinkSent };
  if (status === 401) return failure(MESSAGES.emailNotFound);
  const message = messageOf(data);
  if (status === 429 && message) return failure(message);
  return failure(SERVER_ERROR);
}

export interface ResetPasswordInput {
  unixTime: string;
  hashValue: string;
  email: string;
  newPassword: string;
}

/** POST /api/accounts/resetpassword/: 'Password reset successfully' signs the user in. */
export async function resetPassword(input: ResetPasswordInput): Promise<Outcome> {
  const { status, data } = await request({
    method: 'post',
    url: RESET_PASSWORD_URL,
    data: { unix_time: input.unixTime, hashvalue: input.hashValue, email: input.email, newpassword: input.newPassword },
  });
  const message = messageOf(data);
  if (status === 200) {
    switch (message) {
      case API_MESSAGES.passwordReset:
        return { ok: true };
      case API_MESSAGES.userNotFound:
        return failure(MESSAGES.emailNotFound);
      case API_MESSAGES.linkExpired:
        return failure(MESSAGES.linkExpired);
      case API_MESSAGES.hashMismatch:
        return failure(MESSAGES.hashInvalid);
      default:
        return failure(message ?? SERVER_ERROR);
    }
  }
  // 400: a password rule or a malformed body; 429: too many attempts.
  if ((status === 400 || status === 429) && message) return failure(message);
  return failure(SERVER_ERROR);
}

/** GET /api/accounts/resendverification/: the toast text (docs/product/account.md §7). */
export async function resendVerification(): Promise<Outcome> {
  const { status, data } = await request({ method: 'get', url: RESEND_VERIFICATION_URL });
  if (status === 200) return { ok: true, message: MESSAGES.verificationResent };
  return failure(`${MESSAGES.verificationFailed}${messageOf(data) ?? SERVER_ERROR}`);
}

/** The API's answer to a claim: the user's edit access now, and the entity's id (as in the session's memberships). */
export interface EditAccessAnswer {
  message: string;
  status: 'pending' | 'approved';
  id: number;
  slug: string;
}

/**
 * GET /api/v1/{organizations|projects}/{slug}/requesteditaccess/ (docs/product/account.md §9, with X-CSRFToken):
 * must answer 200. Anything else is only logged ('Bad response from backend', docs/product/account.md §9); resolves null.
 */
export async function sendEditAccessRequest(kind: EditAccessKind, slug: string): Promise<EditAccessAnswer | null> {
  const { status, data } = await request({ method: 'get', url: editAccessUrl(kind, slug) });
  if (status === 200) return data as EditAccessAnswer;
  console.error(MESSAGES.badEditAccessResponse, { url: editAccessUrl(kind, slug), status });
  return null;
}

/** The same request, resolving true on a 200 (the sign-in and create-account flows). */
export async function requestEditAccess(kind: EditAccessKind, slug: string): Promise<boolean> {
  return (await sendEditAccessRequest(kind, slug)) !== null;
}
