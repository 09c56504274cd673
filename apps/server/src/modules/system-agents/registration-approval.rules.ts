import type { RegistrationReason, VerdictStatus } from '@careerhub/shared';

/** What the registration_approval agent knows about one person asking to join one organization. */
export interface RegistrationSignals {
  email: string;
  /** The organization's own email domain (groups.domain), when it has one. */
  organizationDomain: string | null;
  isDisposableEmail: boolean;
  isVerified: boolean;
  firstName: string;
  lastName: string;
  /** Share of the profile fields filled in, 0 to 1. */
  profileCompleteness: number;
  /** Other members of the organization with exactly this name (case and spacing ignored). */
  sameNameMembers: number;
  /** Other members whose name is very similar (trigram similarity ≥ 0.8) but not the same. */
  lookalikeMembers: number;
  /** Required join questions, and how many of them were answered. */
  requiredQuestions: number;
  requiredAnswered: number;
  /** Sign-ups from the same network (/24 for IPv4, /48 for IPv6) in the hour around this one. */
  signupsFromNetwork: number;
}

export interface RegistrationVerdict {
  status: VerdictStatus;
  confidence: number;
  reasons: RegistrationReason[];
  score: number;
}

/** Weights of each rule; a verdict is the sum. */
const WEIGHT: Record<RegistrationReason, number> = {
  EMAIL_DOMAIN_MATCH: 3,
  EMAIL_DOMAIN_OTHER: 0,
  DISPOSABLE_EMAIL: -6,
  EMAIL_VERIFIED: 1,
  EMAIL_UNVERIFIED: -1,
  PROFILE_COMPLETE: 1,
  PROFILE_SPARSE: -1,
  NAME_DUPLICATE: -2,
  NAME_LOOKALIKE: -1,
  NAME_IMPLAUSIBLE: -2,
  ANSWERS_COMPLETE: 1,
  ANSWERS_MISSING: -1,
  SIGNUP_BURST: -3,
  OVERRIDDEN_BY_ADMIN: 0,
};
export const ACCEPT_AT = 2;
export const REJECT_AT = -3;
export const BURST_AT = 5;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The domain or one of its subdomains (students.acme.edu is on acme.edu). */
export function isOnDomain(email: string, domain: string): boolean {
  const d = domainOf(email);
  const want = domain.trim().toLowerCase().replace(/^@/, '');
  return Boolean(want) && (d === want || d.endsWith(`.${want}`));
}

/** A name a person could have: letters, at least two of them in all, no digits. */
export function isPlausibleName(first: string, last: string): boolean {
  const full = `${first} ${last}`.trim();
  if (/\d/.test(full)) return false;
  return (full.match(/\p{L}/gu) ?? []).length >= 2;
}

/** Which rules fire for these signals, in a fixed order. */
export function reasonsFor(s: RegistrationSignals): RegistrationReason[] {
  const out: RegistrationReason[] = [];
  if (s.organizationDomain)
    out.push(isOnDomain(s.email, s.organizationDomain) ? 'EMAIL_DOMAIN_MATCH' : 'EMAIL_DOMAIN_OTHER');
  if (s.isDisposableEmail) out.push('DISPOSABLE_EMAIL');
  out.push(s.isVerified ? 'EMAIL_VERIFIED' : 'EMAIL_UNVERIFIED');
  if (s.profileCompleteness >= 0.6) out.push('PROFILE_COMPLETE');
  else if (s.profileCompleteness < 0.2) out.push('PROFILE_SPARSE');
  if (s.sameNameMembers > 0) out.push('NAME_DUPLICATE');
  else if (s.lookalikeMembers > 0) out.push('NAME_LOOKALIKE');
  if (!isPlausibleName(s.firstName, s.lastName)) out.push('NAME_IMPLAUSIBLE');
  if (s.requiredQuestions > 0)
    out.push(s.requiredAnswered >= s.requiredQuestions ? 'ANSWERS_COMPLETE' : 'ANSWERS_MISSING');
  if (s.signupsFromNetwork >= BURST_AT) out.push('SIGNUP_BURST');
  return out;
}

/**
 * The verdict of the rules alone: accepted (Authentic) at a score of 2 or more, rejected
 * (Suspicious) at -3 or less or on a disposable address, else pending (Pending Verification).
 * Confidence grows with the distance of the score from the middle.
 */
export function judgeRegistration(s: RegistrationSignals): RegistrationVerdict {
  const reasons = reasonsFor(s);
  const score = reasons.reduce((sum, r) => sum + WEIGHT[r], 0);
  const status: VerdictStatus =
    reasons.includes('DISPOSABLE_EMAIL') || score <= REJECT_AT
      ? 'rejected'
      : score >= ACCEPT_AT
        ? 'accepted'
        : 'pending';
  const confidence = Math.min(0.99, Math.round((0.5 + Math.abs(score) * 0.08) * 100) / 100);
  return { status, confidence, reasons, score };
}
