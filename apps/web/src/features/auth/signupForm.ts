import { registerSchema, VALIDATION } from '@careerhub/shared';
import { validateForm, type FieldErrors } from '../../components/form/validate';

export const SIGNUP_FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

export interface SignupValues extends Record<SignupField, string> {
  subscribe_to_newsletter: boolean;
}
export type SignupErrors = FieldErrors<SignupField | 'recaptcha_response'>;

export const EMPTY_SIGNUP: SignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  subscribe_to_newsletter: true,
};

/** The register payload: individual profile, username = email (spec section 7). */
export function toRegisterPayload(values: SignupValues, recaptcha: string | null) {
  const email = values.email.trim();
  return {
    ...values,
    email,
    username: email,
    profile_type: 'individual' as const,
    ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
  };
}

/**
 * Checks the form with the server's register schema. When a captcha is shown and not yet
 * solved, signup is blocked with the spec's message.
 */
export function validateSignup(
  values: SignupValues,
  captcha: { isRequired: boolean; token: string | null },
): { data: ReturnType<typeof toRegisterPayload> } | { errors: SignupErrors } {
  const payload = toRegisterPayload(values, captcha.token);
  const checked = validateForm(registerSchema, payload);
  const errors: SignupErrors = 'errors' in checked ? { ...checked.errors } : {};
  if (captcha.isRequired && !captcha.token) errors.recaptcha_response = VALIDATION.captcha;
  const invalid = Object.values(errors).some(Boolean);
  return invalid ? { errors } : { data: payload };
}
