/** Verifies a captcha answer. Off (always passes) unless RECAPTCHA_SECRET is set. */
export interface CaptchaVerifier {
  readonly isEnabled: boolean;
  verify(response: string | undefined, remoteIp: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { isEnabled: false, verify: async () => true };

/** reCAPTCHA v2 (success) and v3 (success and score at least minScore) through siteverify. */
export function createRecaptcha(options: {
  secret: string;
  verifyUrl: string;
  minScore: number;
}): CaptchaVerifier {
  return {
    isEnabled: true,
    async verify(response, remoteIp) {
      if (!response) return false;
      const body = new URLSearchParams({ secret: options.secret, response, remoteip: remoteIp });
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return false;
        const result = (await res.json()) as { success?: boolean; score?: number };
        if (!result.success) return false;
        return result.score === undefined || result.score >= options.minScore;
      } catch {
        return false;
      }
    },
  };
}
