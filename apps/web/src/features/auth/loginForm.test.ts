import { describe, expect, it } from 'vitest';
import { loginSchema, VALIDATION } from '@careerhub/shared';
import { validateForm } from '../../components/form/validate';
import { safeNextPath, signupHref } from './loginForm';

const validateLogin = (values: { email: string; password: string }) => validateForm(loginSchema, values);

describe('login form', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: VALIDATION.emailEmpty, password: VALIDATION.passwordEmpty },
    ],
    [{ email: 'not-an-email', password: 'x' }, { email: VALIDATION.emailInvalid }],
    [{ email: 'ada@example.com', password: '' }, { password: VALIDATION.passwordEmpty }],
  ])('reports the spec messages for %j', (values, errors) => {
    expect(validateLogin(values)).toEqual({ errors });
  });

  it('accepts a valid email and password', () => {
    expect(validateLogin({ email: ' ada@example.com ', password: 'secret' })).toEqual({
      data: { email: 'ada@example.com', password: 'secret' },
    });
  });

  it.each([
    [null, '/'],
    ['/jobs?page=2', '/jobs?page=2'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('follows next=%s to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('keeps next, join and follow on the signup link', () => {
    expect(signupHref(new URLSearchParams('next=/circle/ai&join=true&other=1'))).toBe(
      '/signup?next=%2Fcircle%2Fai&join=true',
    );
    expect(signupHref(new URLSearchParams())).toBe('/signup');
  });
});
