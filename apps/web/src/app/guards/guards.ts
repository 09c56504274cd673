import type { Identity } from '../../features/auth/identity';
import { isDefaultOrgAdmin } from '../../features/auth/identity';
import { safeNextPath } from '../../features/auth/nextPath';

/** What every guard may look at. identity is null while signed out or still loading. */
export interface GuardContext {
  isSignedIn: boolean;
  identity: Identity | null;
  pathname: string;
  search: string;
  /** The local admin/user view toggle is on "admin". */
  isAdminMode: boolean;
}

/** A guard returns where to send the visitor instead, or null to let them through. */
export type Guard = (ctx: GuardContext) => string | null;

function herePath(ctx: GuardContext): string {
  return `${ctx.pathname}${ctx.search}`;
}

function withNext(path: string, ctx: GuardContext): string {
  return `${path}?next=${encodeURIComponent(herePath(ctx))}`;
}

/** No authentication data: to /login, with next unless at root. */
export const requireAuth: Guard = (ctx) => {
  if (ctx.isSignedIn) return null;
  return ctx.pathname === '/' ? '/login' : withNext('/login', ctx);
};

/** Trial users must sign up first. */
export const requireRegistered: Guard = (ctx) =>
  ctx.identity?.is_trial_user ? withNext('/signup', ctx) : null;

/** Unverified users verify their OTP first. */
export const requireVerified: Guard = (ctx) =>
  ctx.identity && !ctx.identity.is_verified ? withNext('/verify-otp', ctx) : null;

/** The wizard's route: a verified user whose profile is incomplete is sent there first. */
export const ONBOARDING_PATH = '/onboarding';

/**
 * Verified users whose career answers are missing (career_stage null or reason_to_join empty,
 * reported by identity as the missing "career" part) complete their profile first.
 */
export const requireCompleteProfile: Guard = (ctx) =>
  ctx.identity?.profile_completion.missing.includes('career') ? withNext(ONBOARDING_PATH, ctx) : null;

/**
 * /verify-otp: signed-out users go to /login; verified users go on to next, which defaults to
 * home (the screen "redirects to next (default /) once verified"). Going to next rather than
 * always home also means the page's own redirect after a successful code and this guard, which
 * sees the refreshed identity first, agree on where the user lands.
 */
export const verifyOtpOnly: Guard = (ctx) => {
  if (!ctx.isSignedIn) return '/login';
  return ctx.identity?.is_verified ? safeNextPath(new URLSearchParams(ctx.search).get('next')) : null;
};

/**
 * /login and /signup: signed-in users who are not on trial go on to next (default home). Going to
 * next rather than always home means that right after sign-up, when the new session arrives while
 * the form is still moving to the OTP step, this guard and the form agree on where the user lands.
 */
export const guestOnly: Guard = (ctx) =>
  ctx.isSignedIn && ctx.identity && !ctx.identity.is_trial_user
    ? safeNextPath(new URLSearchParams(ctx.search).get('next'))
    : null;

/** Organization membership other than accepted (pending or rejected): to /pending. */
export const PENDING_PATH = '/pending';
export const requireAcceptedOrg: Guard = (ctx) => {
  const status = ctx.identity?.organization?.status;
  return status && status !== 'accepted' ? PENDING_PATH : null;
};

/** /pending itself: users whose membership is accepted (or who have no organization) go home. */
export const pendingOnly: Guard = (ctx) => {
  const status = ctx.identity?.organization?.status;
  return !status || status === 'accepted' ? '/' : null;
};

/** Admin-only pages: the admin view must be on and the user must administer the default organization. */
export const requireAdmin: Guard = (ctx) => (ctx.isAdminMode && isDefaultOrgAdmin(ctx.identity) ? null : '/');

/** Staff-only pages (the site settings): anyone else goes home. */
export const requireStaff: Guard = (ctx) => (ctx.identity?.is_staff ? null : '/');

/**
 * Guard chains per kind of route, evaluated in order. Later steps of the account life cycle
 * (profile completion, pending membership) slot in after requireVerified.
 */
export const GUARDS = {
  member: [requireAuth, requireRegistered, requireVerified, requireCompleteProfile, requireAcceptedOrg],
  pending: [requireAuth, requireRegistered, requireVerified, pendingOnly],
  onboarding: [requireAuth, requireRegistered, requireVerified],
  /** Account security (change password) is never held back by an unfinished profile. */
  account: [requireAuth, requireRegistered, requireVerified],
  admin: [requireAuth, requireRegistered, requireVerified, requireAcceptedOrg, requireAdmin],
  staff: [requireAuth, requireRegistered, requireVerified, requireStaff],
  verifyOtp: [verifyOtpOnly],
  guest: [guestOnly],
} satisfies Record<string, Guard[]>;
export type GuardName = keyof typeof GUARDS;

/** The first redirect any guard asks for, or null when all let the visitor through. */
export function evaluateGuards(guards: readonly Guard[], ctx: GuardContext): string | null {
  for (const guard of guards) {
    const redirect = guard(ctx);
    if (redirect !== null) return redirect;
  }
  return null;
}

/** Guards read identity; while a signed-in user's identity is loading they cannot decide yet. */
export function needsIdentity(ctx: Pick<GuardContext, 'isSignedIn' | 'identity'>): boolean {
  return ctx.isSignedIn && ctx.identity === null;
}
