// The forms' rules (docs/product/account.md §5, §6) as yup schemas for react-hook-form.
import { boolean, object, string, type InferType } from 'yup';
import { VALIDATION } from '../../../lib/messages';

const email = string().trim().required(VALIDATION.email).email(VALIDATION.email);
/** Passwords are sent as typed (never trimmed); the server checks its rules (length, common passwords). */
const password = string().required(VALIDATION.password);

export const signInSchema = object({ email, password });
export type SignInValues = InferType<typeof signInSchema>;

export const createAccountSchema = object({
  fullName: string().trim().required(VALIDATION.fullName),
  email,
  password,
  newsletter: boolean().required(),
});
export type CreateAccountValues = InferType<typeof createAccountSchema>;

export const resetRequestSchema = object({ email });
export type ResetRequestValues = InferType<typeof resetRequestSchema>;

export const newPasswordSchema = object({ password });
export type NewPasswordValues = InferType<typeof newPasswordSchema>;
