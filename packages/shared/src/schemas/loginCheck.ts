import { VALIDATION } from '../messages.js';
import { EMAIL_PATTERN } from '../text.js';

/** The longest password either sign-in check accepts. */
export const LOGIN_PASSWORD_MAX = 256;

export type LoginCheck =
  { data: { email: string; password: string } } | { errors: Partial<Record<'email' | 'password', string>> };

/**
 * The sign-in form's check without zod: the login page is the first page many people open, and
 * zod with the shared schemas is 25 KB of its JavaScript for two fields. It gives what
 * `loginSchema` (the server's check) gives, the first message per field, and a test holds the
 * two to the same answers.
 */
export function checkLogin(values: { email?: unknown; password?: unknown }): LoginCheck {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (email === '') errors.email = VALIDATION.emailEmpty;
  else if (!EMAIL_PATTERN.test(email)) errors.email = VALIDATION.emailInvalid;
  const password = typeof values.password === 'string' ? values.password : '';
  if (password === '') errors.password = VALIDATION.passwordEmpty;
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = VALIDATION.tooLong(LOGIN_PASSWORD_MAX);
  if (errors.email || errors.password) return { errors };
  return { data: { email, password } };
}
