import { verifyOtpSchema, type OtpType } from '@careerhub/shared';
import {
  applyServerErrors,
  focusFirstInvalid,
  useZodForm,
  type FormCheck,
  type ZodForm,
} from '../../components/form';
import { firstMessages } from '../../components/form/validate';
import { getErrorMessage } from '../../lib/api';
import { emptyOtp } from './otpDigits';

/** The OTP form's one value: the boxes, one digit each. */
export interface OtpValues {
  otp: string[];
}
export interface OtpRequest {
  otp: string;
  type: OtpType;
}
export type OtpForm = ZodForm<OtpValues, OtpRequest>;

/** The boxes' code checked by the shared verify-otp schema: the request itself, or its message on `otp`. */
export const otpCheck =
  (type: OtpType): FormCheck<OtpValues, OtpRequest> =>
  ({ otp }) => {
    const body = { otp: otp.join(''), type };
    const errors = firstMessages(verifyOtpSchema, body);
    return errors.otp ? { errors: { otp: errors.otp } } : { data: body };
  };

/** A form of OTP boxes for the registration code or the alternate email's code. */
export const useOtpForm = (type: OtpType, idPrefix: string): OtpForm =>
  useZodForm(otpCheck(type), { otp: emptyOtp() }, idPrefix, { focus: 'screen' });

/**
 * A refused code: the server's `otp` message, or its message for the whole call, goes under the
 * boxes, and the first box gets the focus back once the boxes are enabled again.
 */
export function showOtpError(form: OtpForm, error: unknown) {
  const { fields, formMessage } = applyServerErrors(form, error);
  if (!fields.length) form.setError('otp', { message: formMessage || getErrorMessage(error) });
  focusWhenEnabled(form.idPrefix, 20);
}

/**
 * The boxes are disabled while the code is being sent and a disabled box cannot take the focus:
 * wait for the render that enables them (a busy machine may take more than one tick).
 */
function focusWhenEnabled(idPrefix: string, attempts: number) {
  setTimeout(() => {
    // Nothing to focus once the page is gone (a test's document torn down before the last try).
    if (typeof document === 'undefined') return;
    const first = document.getElementById(`${idPrefix}-otp`) as HTMLInputElement | null;
    if (first && !first.disabled) focusFirstInvalid(['otp'], idPrefix);
    else if (attempts > 0) focusWhenEnabled(idPrefix, attempts - 1);
  }, 25);
}
