import { describe, expect, it } from 'vitest';
import { isOnDomain, judgeRegistration, type RegistrationSignals } from './registration-approval.rules.js';

const base: RegistrationSignals = {
  email: 'ada@acme.edu',
  organizationDomain: 'acme.edu',
  isDisposableEmail: false,
  isVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileCompleteness: 0.4,
  sameNameMembers: 0,
  lookalikeMembers: 0,
  requiredQuestions: 0,
  requiredAnswered: 0,
  signupsFromNetwork: 1,
};
const judge = (over: Partial<RegistrationSignals>) => judgeRegistration({ ...base, ...over });

describe('registration_approval rules', () => {
  it('EMAIL_DOMAIN_MATCH: an address on the domain or a subdomain is Authentic', () => {
    expect(judge({}).reasons).toContain('EMAIL_DOMAIN_MATCH');
    expect(judge({}).status).toBe('accepted');
    expect(isOnDomain('x@students.acme.edu', 'acme.edu')).toBe(true);
    expect(isOnDomain('x@notacme.edu', 'acme.edu')).toBe(false);
  });
  it('EMAIL_DOMAIN_OTHER: another domain alone leaves the member pending', () => {
    const v = judge({ email: 'ada@gmail.com' });
    expect(v.reasons).toContain('EMAIL_DOMAIN_OTHER');
    expect(v.status).toBe('pending');
  });
  it('no organization domain: no domain reason', () => {
    const v = judge({ organizationDomain: null });
    expect(v.reasons).not.toContain('EMAIL_DOMAIN_MATCH');
    expect(v.reasons).not.toContain('EMAIL_DOMAIN_OTHER');
  });
  it('DISPOSABLE_EMAIL: always Suspicious', () => {
    const v = judge({ email: 'ada@mailinator.com', isDisposableEmail: true, profileCompleteness: 1 });
    expect(v.reasons).toContain('DISPOSABLE_EMAIL');
    expect(v.status).toBe('rejected');
  });
  it('EMAIL_VERIFIED / EMAIL_UNVERIFIED', () => {
    expect(judge({}).reasons).toContain('EMAIL_VERIFIED');
    expect(judge({ isVerified: false }).reasons).toContain('EMAIL_UNVERIFIED');
  });
  it('PROFILE_COMPLETE and PROFILE_SPARSE', () => {
    expect(judge({ profileCompleteness: 0.8 }).reasons).toContain('PROFILE_COMPLETE');
    expect(judge({ profileCompleteness: 0.1 }).reasons).toContain('PROFILE_SPARSE');
    expect(judge({ profileCompleteness: 0.4 }).reasons).not.toContain('PROFILE_SPARSE');
  });
  it('NAME_DUPLICATE wins over NAME_LOOKALIKE', () => {
    expect(judge({ sameNameMembers: 1, lookalikeMembers: 2 }).reasons).toEqual(
      expect.arrayContaining(['NAME_DUPLICATE']),
    );
    expect(judge({ sameNameMembers: 1, lookalikeMembers: 2 }).reasons).not.toContain('NAME_LOOKALIKE');
    expect(judge({ lookalikeMembers: 1 }).reasons).toContain('NAME_LOOKALIKE');
  });
  it('NAME_IMPLAUSIBLE: digits or a single letter', () => {
    expect(judge({ firstName: 'user123', lastName: '' }).reasons).toContain('NAME_IMPLAUSIBLE');
    expect(judge({ firstName: 'X', lastName: '' }).reasons).toContain('NAME_IMPLAUSIBLE');
    expect(judge({ firstName: 'Zoë', lastName: 'Ó' }).reasons).not.toContain('NAME_IMPLAUSIBLE');
  });
  it('ANSWERS_COMPLETE / ANSWERS_MISSING only when the group asks', () => {
    expect(judge({ requiredQuestions: 2, requiredAnswered: 2 }).reasons).toContain('ANSWERS_COMPLETE');
    expect(judge({ requiredQuestions: 2, requiredAnswered: 1 }).reasons).toContain('ANSWERS_MISSING');
    expect(judge({}).reasons.some((r) => r.startsWith('ANSWERS'))).toBe(false);
  });
  it('SIGNUP_BURST: five sign-ups from one network within the hour', () => {
    expect(judge({ signupsFromNetwork: 4 }).reasons).not.toContain('SIGNUP_BURST');
    const v = judge({ email: 'a@gmail.com', signupsFromNetwork: 5, isVerified: false });
    expect(v.reasons).toContain('SIGNUP_BURST');
    expect(v.status).toBe('rejected');
  });
  it('confidence grows with the score and stays below 1', () => {
    const strong = judge({ profileCompleteness: 0.9, requiredQuestions: 1, requiredAnswered: 1 });
    expect(strong.confidence).toBeGreaterThan(judge({ email: 'a@gmail.com' }).confidence);
    expect(judge({ isDisposableEmail: true, signupsFromNetwork: 9 }).confidence).toBeLessThanOrEqual(0.99);
  });
});
