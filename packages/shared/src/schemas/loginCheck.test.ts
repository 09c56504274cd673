import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages.js';
import { loginSchema } from './auth.js';
import { checkLogin, LOGIN_PASSWORD_MAX } from './loginCheck.js';

/** The server's answer in the form's terms: the data, or the first message per field. */
function schemaAnswer(values: { email?: unknown; password?: unknown }) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

const CASES: Array<{ email?: unknown; password?: unknown }> = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'ada', password: 'x' },
  { email: 'ada@example', password: 'x' },
  { email: 'ada @example.com', password: 'x' },
  { email: '  ada@example.com  ', password: 'correct horse' },
  { email: 'ada@example.com', password: '' },
  { email: 'ada@example.com', password: ' ' },
  { email: 'ada@example.com', password: 'p'.repeat(LOGIN_PASSWORD_MAX) },
  { email: 'ada@example.com', password: 'p'.repeat(LOGIN_PASSWORD_MAX + 1) },
  { email: 'not an email', password: 'p'.repeat(LOGIN_PASSWORD_MAX + 1) },
  { email: undefined, password: undefined },
  { email: 42, password: ['x'] },
];

describe('checkLogin', () => {
  it.each(CASES)('answers as loginSchema does for %j', (values) => {
    expect(checkLogin(values)).toEqual(schemaAnswer(values));
  });

  it('gives the spec messages, one per field', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      errors: { email: VALIDATION.emailEmpty, password: VALIDATION.passwordEmpty },
    });
    expect(checkLogin({ email: 'ada', password: 'x' })).toEqual({
      errors: { email: VALIDATION.emailInvalid },
    });
  });

  it('hands on the trimmed address and the password as typed', () => {
    expect(checkLogin({ email: ' ada@example.com ', password: ' secret ' })).toEqual({
      data: { email: 'ada@example.com', password: ' secret ' },
    });
  });
});
