import { z } from 'zod';
import { errorBodySchema } from '../api.js';
import { isCountryCode } from '../geo.js';
import { dbId } from '../input.js';
import { VALIDATION } from '../messages.js';
import { EMAIL_PATTERN } from '../text.js';
import { AGENT_MESSAGES as M, AGENT_LIMITS as L } from './constants.js';

const name = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .max(150, { error: VALIDATION.tooLong(150) });

/** The sign-up step's fields (spec 5 "Registration step"): the form and the call share them. */
export const careerGpsSignupFields = z.object({
  first_name: name,
  last_name: name,
  /** ISO 3166-1 alpha-2, as profiles store it. */
  country: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, { error: VALIDATION.countryFromList }),
  email: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .regex(EMAIL_PATTERN, { error: M.invalidEmail })
    .max(254, { error: M.invalidEmail }),
});
export type CareerGpsSignupFields = z.input<typeof careerGpsSignupFields>;

/**
 * POST register-career-gps/ (spec 7.1): a visitor who ran a non-premium agent signs up at the
 * last step; the run they finished (agent and the session key only their browser holds) becomes
 * the new account's report.
 */
export const careerGpsSignupSchema = careerGpsSignupFields.extend({
  agent: dbId(),
  session: z
    .string({ error: VALIDATION.required })
    .regex(/^[A-Za-z0-9_-]+$/, { error: VALIDATION.invalidValue })
    .min(L.sessionMin, { error: VALIDATION.invalidValue })
    .max(L.sessionMax, { error: VALIDATION.invalidValue }),
});
export type CareerGpsSignupInput = z.input<typeof careerGpsSignupSchema>;
export type CareerGpsSignup = z.output<typeof careerGpsSignupSchema>;

/** Why a sign-up is refused: the address has a registered account, or a trial one (used before). */
export const CAREER_GPS_SIGNUP_REFUSALS = ['active', 'trial'] as const;
export type CareerGpsSignupRefusal = (typeof CAREER_GPS_SIGNUP_REFUSALS)[number];

export const careerGpsSignupResultSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  detail: z.string(),
  status: z.literal('created'),
  report_slug: z.string(),
});
export type CareerGpsSignupResult = z.infer<typeof careerGpsSignupResultSchema>;

/** A 400 of this call: the error body, with `status` when the address is known (spec 4). */
export const careerGpsSignupRefusalSchema = errorBodySchema.extend({
  status: z.enum(CAREER_GPS_SIGNUP_REFUSALS).optional(),
});
