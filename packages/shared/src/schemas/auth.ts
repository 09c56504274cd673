import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { EMAIL_PATTERN } from '../text.js';
import { PROFILE_COMPLETION_LEVELS, PROFILE_COMPLETION_PARTS } from '../profileCompletion.js';
import { LOGIN_PASSWORD_MAX } from './loginCheck.js';

/** Request schemas of the sign-in calls. The server validates with them; forms reuse them. */

const signupEmail = z
  .string({ error: VALIDATION.emailEmpty })
  .trim()
  .min(1, { error: VALIDATION.emailEmpty, abort: true })
  .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid })
  .max(254, { error: VALIDATION.emailInvalid });

const password = z
  .string({ error: VALIDATION.required })
  .min(LIMITS.passwordMin, { error: VALIDATION.passwordMin })
  .max(256, { error: VALIDATION.tooLong(256) });

export const registerSchema = z
  .strictObject({
    first_name: z
      .string({ error: VALIDATION.firstNameMin })
      .trim()
      .min(1, { error: VALIDATION.firstNameMin })
      .max(150, { error: VALIDATION.tooLong(150) }),
    last_name: z
      .string({ error: VALIDATION.lastNameMin })
      .trim()
      .min(1, { error: VALIDATION.lastNameMin })
      .max(150, { error: VALIDATION.tooLong(150) }),
    email: signupEmail,
    password,
    confirm_password: z.string({ error: VALIDATION.required }),
    subscribe_to_newsletter: z.boolean({ error: VALIDATION.expectedBoolean }).default(true),
    profile_type: z.enum(['individual'], { error: VALIDATION.invalidValue }).default('individual'),
    username: z.string().optional(),
    recaptcha_response: z.string().max(4000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: VALIDATION.passwordsMismatch });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** The server's sign-in check; the login form uses `checkLogin`, which answers the same. */
export const loginSchema = z.strictObject({
  email: z
    .string({ error: VALIDATION.emailEmpty })
    .trim()
    .min(1, { error: VALIDATION.emailEmpty, abort: true })
    .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid }),
  password: z
    .string({ error: VALIDATION.passwordEmpty })
    .min(1, { error: VALIDATION.passwordEmpty })
    .max(LOGIN_PASSWORD_MAX, { error: VALIDATION.tooLong(LOGIN_PASSWORD_MAX) }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.strictObject({
  refresh: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
});
export const logoutSchema = z.strictObject({
  refresh_token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
});

export const OTP_TYPES = ['registration', 'alternate_email'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
export const verifyOtpSchema = z.strictObject({
  otp: z
    .string({ error: VALIDATION.required })
    .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: VALIDATION.otpFormat }),
  type: z.enum(OTP_TYPES, { error: VALIDATION.invalidValue }).default('registration'),
});
export const resendOtpSchema = z.strictObject({
  type: z.enum(OTP_TYPES, { error: VALIDATION.invalidValue }).default('registration'),
});

export const forgotPasswordSchema = z.strictObject({
  email: z
    .string({ error: VALIDATION.emailValid })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/u, { error: VALIDATION.emailValid }),
});

export const resetPasswordSchema = z
  .strictObject({
    token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
    password,
    confirm_password: z.string({ error: VALIDATION.required }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: VALIDATION.passwordsMismatch });
    }
  });

export const changePasswordSchema = z
  .strictObject({
    current_password: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
    new_password: z
      .string({ error: VALIDATION.required })
      .min(1, { error: VALIDATION.required })
      .pipe(password),
    confirm_password: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  })
  .superRefine((value, ctx) => {
    if (value.new_password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: VALIDATION.passwordsMismatch });
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: VALIDATION.passwordsMismatch });
    }
  });

export const verifyEmailSchema = z.strictObject({
  verification_key: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
});

export const switchEmailSchema = z.strictObject({});

export const googleLoginSchema = z.strictObject({
  access_token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  one_tap: z.boolean().optional(),
});
export const facebookLoginSchema = z.strictObject({
  access_token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  user_id: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
});
export const linkedinLoginSchema = z.strictObject({
  code: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  redirect_uri: z.string({ error: VALIDATION.required }).url({ error: VALIDATION.invalidValue }),
  state: z.string().optional(),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const userSubscriptionSchema = z.object({
  applied_membership_tier: z.number().int(),
  payment_status: z.string().nullable(),
  one_to_one_chat: z.boolean(),
  use_ama: z.boolean(),
  circle_discount_percent: z.number(),
  is_institutional_membership: z.boolean(),
  can_create_membership_card: z.boolean(),
  can_use_premium_agents: z.boolean(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

const orgSummary = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  logo: z.string().nullable(),
  domain: z.string().nullable(),
  description: z.string(),
  membership_type: z.string().nullable(),
  group_type: z.string(),
  role: z.string().nullable(),
  status: z.string().nullable(),
});

/** A work or education entry as the identity carries it (the profile's career entry). */
export const identityCareerEntrySchema = z.object({
  id: z.number(),
  group: z.number().nullable(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_currently_working: z.boolean(),
  batch: z.string().nullable(),
  institution: z.number().nullable(),
  institution_name: z.string().nullable(),
  skills: z.array(z.number()),
  show_gps: z.boolean(),
});
export type IdentityCareerEntry = z.infer<typeof identityCareerEntrySchema>;

export const identitySchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name_slug: z.string(),
  is_staff: z.boolean(),
  is_verified: z.boolean(),
  is_trial_user: z.boolean(),
  is_influencer: z.boolean(),
  is_certified: z.boolean(),
  followed: z.number(),
  joined_at: z.string(),
  unread_notifications_count: z.number(),
  organization: orgSummary.nullable(),
  switchable_orgs: z.array(orgSummary),
  user_subscription: userSubscriptionSchema,
  work_experiences: z.array(identityCareerEntrySchema),
  education_background: z.array(identityCareerEntrySchema),
  membership_card: z.string().nullable(),
  /** Which part of the registration wizard is still needed (see profileCompletion.ts). */
  profile_completion: z.object({
    level: z.enum(PROFILE_COMPLETION_LEVELS),
    missing: z.array(z.enum(PROFILE_COMPLETION_PARTS)),
  }),
});
export type Identity = z.infer<typeof identitySchema>;
export type OrganizationSummary = z.infer<typeof orgSummary>;
