import { VALIDATION } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginHref, verifyOtpPath } from './loginForm';
import { EMPTY_SIGNUP, validateSignup, type SignupValues } from './signupForm';

const valid: SignupValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: ' ada@example.org ',
  password: 'analytical-engine',
  confirm_password: 'analytical-engine',
  subscribe_to_newsletter: true,
};
const noCaptcha = { isRequired: false, token: null };

describe('signup validation (spec section 5)', () => {
  it('names every empty field with the spec message', () => {
    expect(validateSignup(EMPTY_SIGNUP, noCaptcha)).toEqual({
      errors: {
        first_name: VALIDATION.firstNameMin,
        last_name: VALIDATION.lastNameMin,
        email: VALIDATION.emailEmpty,
        password: VALIDATION.passwordMin,
      },
    });
  });

  it.each([
    [{ email: 'ada@example' }, { email: VALIDATION.emailInvalid }],
    [{ email: 'ada lovelace@example.org' }, { email: VALIDATION.emailInvalid }],
    [{ first_name: '   ' }, { first_name: VALIDATION.firstNameMin }],
    [{ password: 'short', confirm_password: 'short' }, { password: VALIDATION.passwordMin }],
    [{ confirm_password: 'analytical-engine!' }, { confirm_password: VALIDATION.passwordsMismatch }],
  ])('%j gives %j', (change, errors) => {
    expect(validateSignup({ ...valid, ...change }, noCaptcha)).toEqual({ errors });
  });

  it('is blocked until the captcha is completed, when one is shown', () => {
    expect(validateSignup(valid, { isRequired: true, token: null })).toEqual({
      errors: { recaptcha_response: VALIDATION.captcha },
    });
    const passed = validateSignup(valid, { isRequired: true, token: 'captcha-token' });
    expect(passed).toMatchObject({ data: { recaptcha_response: 'captcha-token' } });
  });

  it('sends the register payload of spec section 7', () => {
    expect(validateSignup(valid, noCaptcha)).toEqual({
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.org',
        username: 'ada@example.org',
        password: 'analytical-engine',
        confirm_password: 'analytical-engine',
        subscribe_to_newsletter: true,
        profile_type: 'individual',
      },
    });
  });
});

describe('where sign-in and sign-up lead', () => {
  it.each([
    ['', '/'],
    ['next=/jobs', '/jobs'],
    ['next=/circle/ai&join=true', '/circle/ai?join=true'],
    ['next=/org/acme?tab=people&follow=true', '/org/acme?tab=people&follow=true'],
    ['next=https://evil.example&join=true', '/?join=true'],
  ])('after signing in with ?%s: %s', (query, path) => {
    expect(afterSignInPath(new URLSearchParams(query))).toBe(path);
  });

  it('verifies the OTP first, then goes on to the same place', () => {
    expect(verifyOtpPath(new URLSearchParams())).toBe('/verify-otp');
    expect(verifyOtpPath(new URLSearchParams('next=/circle/ai&join=true'))).toBe(
      '/verify-otp?next=%2Fcircle%2Fai%3Fjoin%3Dtrue',
    );
  });

  it('keeps next and join on the login link', () => {
    expect(loginHref(new URLSearchParams('next=/circle/ai&join=true'))).toBe(
      '/login?next=%2Fcircle%2Fai&join=true',
    );
  });
});
