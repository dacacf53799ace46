// Every text the account forms show for an answer (docs/product/account.md §3–§7 and §14, verbatim) and the
// API's messages they map from (api/docs/accounts.md).

export const SERVER_ERROR = "Server error. It's not you, it's us.";

/** The API's answers the client recognises (they arrive with status 200 unless said). */
export const API_MESSAGES = {
  accountCreated: 'Account created successfully',
  userExists: 'User already exists',
  blank: 'Neither email nor password may be blank',
  userNotFound: 'User not found',
  linkExpired: 'This link has expired',
  hashMismatch: 'The hashes do not match',
  passwordReset: 'Password reset successfully',
} as const;

export const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  signedOut: 'You have successfully signed out.',
  userExists: 'There is already an account with this email.',
  blank: 'Neither email nor password may be empty.',
  emailNotFound: 'Email not found',
  resetLinkSent: 'Reset link sent, check your email.',
  linkExpired: 'Link expired',
  hashInvalid: 'Hash is invalid',
  badResetLink: 'This reset link is incomplete. Request a new one below.',
  verificationResent: 'Verification email resent',
  verificationFailed: 'Unable to resend verification email: ',
  badEditAccessResponse: 'Bad response from backend',
} as const;

/** Form validation (docs/product/account.md §5). */
export const VALIDATION = {
  fullName: 'Please provide your full name',
  email: 'Please enter a valid email address',
  password: 'Please provide a password',
} as const;
