import { LIMITS } from '@careerhub/shared';

export const OTP_LENGTH = LIMITS.otpLength;
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Writes the digits of typed or pasted text into the boxes from `start` on (anything that is
 * not a digit is dropped) and says which box gets the focus next.
 */
export function spreadDigits(boxes: readonly string[], start: number, text: string) {
  const digits = text
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH - start)
    .split('');
  const next = [...boxes];
  digits.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  const focus = Math.min(start + digits.length, OTP_LENGTH - 1);
  return { boxes: next, focus, changed: digits.length > 0 };
}

/** Verify is allowed only with exactly six digits in the boxes. */
export function otpCode(boxes: readonly string[]): string | null {
  const code = boxes.join('');
  return /^\d+$/.test(code) && code.length === OTP_LENGTH ? code : null;
}
