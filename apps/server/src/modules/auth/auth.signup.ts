import { AUTH_MESSAGES, VALIDATION, type OtpType, type TokenPair } from '@careerhub/shared';
import { AppError, badRequest } from '../../http/errors.js';
import { otpMail, signupAttemptMail } from './auth.mail.js';
import { MAIL_JOB, throttled } from './auth.passwords.js';
import { VERIFY_EMAIL_PURPOSE } from './auth.repository.js';
import type { AuthDeps, RequestMeta } from './auth.service.js';
import { hashPassword } from './password.js';
import { hashOtp, newOpaqueToken, newOtp, sha256 } from './tokens.js';
import type { NewUser, UserRow } from './users.repository.js';

/** At most this many "someone tried to sign up" emails per address and hour. */
const ATTEMPT_MAILS_PER_HOUR = 3;

/** The unique index a failed insert ran into, if that is why it failed. */
const violatedIndex = (err: unknown): string | undefined => {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  const pgError = e?.code === '23505' ? e : e?.cause;
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
};

/**
 * Sign-up and proving the address: registration, the emailed code (verify, resend) and the
 * emailed verification link. Part of the auth service (auth.service.ts spreads these in).
 */
export function createSignupFlows(
  deps: AuthDeps,
  helpers: {
    issuePair(userId: number, meta: RequestMeta): Promise<TokenPair>;
    requireUser(userId: number): Promise<UserRow>;
    uniqueSlug(firstName: string, lastName: string): Promise<string>;
    /** Reads the host's organization first; the returned write joins a new user to it (or does nothing). */
    hostMembership(host: string): Promise<(userId: number) => Promise<void>>;
  },
) {
  const { settings, users, tokens, limiter } = deps;
  const { issuePair, requireUser, uniqueSlug, hostMembership } = helpers;

  /**
   * Writes a code (and, for registration, a verification link) and returns the mail that carries
   * them: the caller queues it once the writes have committed (the queue is not part of the
   * caller's transaction, and on PGlite a transaction holds the only connection).
   */
  async function issueOtp(user: UserRow, type: OtpType, meta: RequestMeta) {
    const email = type === 'alternate_email' ? user.alternateEmail : user.email;
    if (!email) throw badRequest(AUTH_MESSAGES.noAlternateEmail);
    const code = newOtp(6);
    await tokens.insertOtp({
      userId: user.id,
      type,
      email,
      codeHash: hashOtp(settings.secret, user.id, code),
      expiresAt: new Date(Date.now() + settings.otpTtlSeconds * 1000),
    });
    let verifyLink: string | undefined;
    if (type === 'registration') {
      const key = newOpaqueToken();
      await tokens.insertActionToken({
        userId: user.id,
        purpose: VERIFY_EMAIL_PURPOSE,
        tokenHash: sha256(key),
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
      });
      verifyLink = `${meta.site.baseUrl}/verify-email/${key}`;
    }
    return otpMail(meta.site, { email, firstName: user.firstName }, code, {
      minutes: Math.round(settings.otpTtlSeconds / 60),
      verifyLink,
      isAlternate: type === 'alternate_email',
    });
  }

  async function sendOtp(user: UserRow, type: OtpType, meta: RequestMeta) {
    const message = await deps.transactions.run(() => issueOtp(user, type, meta));
    await deps.jobs.enqueue(MAIL_JOB, message);
  }

  /** The address is proven: every other registration code and verification link is spent. */
  async function spendVerifications(userId: number) {
    await Promise.all([
      tokens.spendOtps(userId, ['registration']),
      tokens.spendActionTokens(userId, [VERIFY_EMAIL_PURPOSE]),
    ]);
  }

  /**
   * A new account with everything it starts with — the user, its membership of the host's
   * organization and what `then` writes (a registration's code and link, answering the mail
   * that carries them) — written in one transaction; or undefined when the address was taken meanwhile (two sign-ups at
   * once). Two people of the same name signing up at once get the second a suffixed slug (the
   * failed transaction is rolled back whole and tried again).
   */
  async function createAccount<R>(user: NewUser, meta: RequestMeta, then: (row: UserRow) => Promise<R>) {
    const join = await hostMembership(meta.host);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await deps.transactions.run(async () => {
          const row = await users.insert(user);
          await join(row.id);
          return { user: row, result: await then(row) };
        });
      } catch (err) {
        const index = violatedIndex(err);
        if (index === 'users_email_lower_uq') return undefined;
        if (index !== 'users_name_slug_uq' || attempt >= 3) throw err;
        user = { ...user, nameSlug: `${user.nameSlug}-${newOpaqueToken().slice(0, 6).toLowerCase()}` };
      }
    }
  }

  async function tellOwnerOfAttempt(email: string, meta: RequestMeta) {
    const limit = await limiter.hit(`signup-attempt:${email}`, ATTEMPT_MAILS_PER_HOUR, 3600);
    if (!limit.allowed) return;
    const owner = await users.findByEmail(email);
    const mail = signupAttemptMail(
      meta.site,
      { email, firstName: owner?.firstName ?? '' },
      { signIn: `${meta.site.baseUrl}/login`, reset: `${meta.site.baseUrl}/forgot-password` },
    );
    await deps.jobs.enqueue(MAIL_JOB, mail);
    deps.logger.info({ userId: owner?.id }, 'sign-up attempted with a registered address');
  }

  return {
    /**
     * Answers the same (status and body) whether or not the address has an account, so sign-up
     * cannot tell anyone who is registered. A known address gets no second account: its owner is
     * mailed that someone tried, with a sign-in and a password-reset link.
     */
    async register(
      input: {
        first_name: string;
        last_name: string;
        email: string;
        password: string;
        subscribe_to_newsletter: boolean;
        profile_type: string;
        recaptcha_response?: string | undefined;
      },
      meta: RequestMeta,
      /** The caller's session, if any: a trial account registering itself (see below). */
      viewer: UserRow | null = null,
    ) {
      if (deps.captcha.isEnabled && !(await deps.captcha.verify(input.recaptcha_response, meta.ip))) {
        throw new AppError(400, VALIDATION.captcha, { non_field_errors: [VALIDATION.captcha] });
      }
      const email = input.email.toLowerCase();
      const answer = { message: AUTH_MESSAGES.registered, redirect_to_login: true, email };
      // Hashed for a known address too: the answer costs about the same either way.
      const passwordHash = await hashPassword(input.password);
      // A trial account (made at a CareerGPS sign-up) registering from its own session becomes a
      // full account, unverified until its code: its reports stay. From anywhere else its address
      // is taken like any other (the owner is mailed).
      if (viewer?.isTrialUser && viewer.email.toLowerCase() === email) {
        const mail = await deps.transactions.run(async () => {
          const row = await users.update(viewer.id, {
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            isTrialUser: false,
            subscribeToNewsletter: input.subscribe_to_newsletter,
            profileType: input.profile_type,
          });
          return issueOtp(row ?? viewer, 'registration', meta);
        });
        await deps.jobs.enqueue(MAIL_JOB, mail);
        deps.logger.info({ userId: viewer.id }, 'trial account registered');
        return answer;
      }
      const created = (await users.isEmailInUse(email))
        ? undefined
        : await createAccount(
            {
              email,
              firstName: input.first_name,
              lastName: input.last_name,
              nameSlug: await uniqueSlug(input.first_name, input.last_name),
              passwordHash,
              subscribeToNewsletter: input.subscribe_to_newsletter,
              profileType: input.profile_type,
            },
            meta,
            (row) => issueOtp(row, 'registration', meta),
          );
      if (!created) {
        await tellOwnerOfAttempt(email, meta);
        return answer;
      }
      await deps.jobs.enqueue(MAIL_JOB, created.result);
      deps.logger.info({ userId: created.user.id }, 'user registered');
      return answer;
    },

    /**
     * A trial account for a visitor who finished a CareerGPS assessment (POST register-career-gps/):
     * the user, its membership of the host's organization and `claim` (their report becomes
     * theirs) in one transaction, and a session. No password and no code yet: the trial user
     * registers later (spec 2.2 sends them to /signup). An address that has an account is
     * refused with the account's kind: `active` (registered: log in) or `trial` (used before).
     */
    async registerTrial(
      input: { first_name: string; last_name: string; email: string },
      meta: RequestMeta,
      claim: (userId: number) => Promise<void>,
    ): Promise<{ refused: 'active' | 'trial' } | { user: UserRow; pair: TokenPair }> {
      const email = input.email.toLowerCase();
      const refusal = async () => {
        const owner = await users.findByEmail(email);
        return { refused: owner?.isTrialUser ? ('trial' as const) : ('active' as const) };
      };
      if (await users.isEmailInUse(email)) return refusal();
      const created = await createAccount(
        {
          email,
          firstName: input.first_name,
          lastName: input.last_name,
          nameSlug: await uniqueSlug(input.first_name, input.last_name),
          passwordHash: null,
          isTrialUser: true,
          isVerified: false,
        },
        meta,
        async (row) => {
          await claim(row.id);
          return issuePair(row.id, meta);
        },
      );
      if (!created) return refusal();
      deps.logger.info({ userId: created.user.id }, 'trial account made at a CareerGPS sign-up');
      return { user: created.user, pair: created.result };
    },

    async verifyOtp(userId: number, input: { otp: string; type: OtpType }, meta: RequestMeta) {
      const limit = await limiter.hit(
        `otp:ip:${meta.ip}`,
        settings.otpLimitPerIp,
        settings.loginLimitWindowSeconds,
      );
      if (!limit.allowed) throw throttled(limit.retryAfter);
      const user = await requireUser(userId);
      if (input.type === 'registration' && user.isVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
      const otp = await tokens.latestOtp(userId, input.type);
      const invalid = (message: string) => new AppError(400, message, { field_errors: { otp: [message] } });
      if (!otp || otp.consumedAt) throw invalid(AUTH_MESSAGES.otpInvalid);
      if (otp.attempts >= settings.otpMaxAttempts) throw invalid(AUTH_MESSAGES.otpLocked);
      if (otp.expiresAt.getTime() <= Date.now()) throw invalid(AUTH_MESSAGES.otpExpired);
      if (otp.codeHash !== hashOtp(settings.secret, userId, input.otp)) {
        const attempts = await tokens.addOtpAttempt(otp.id);
        throw invalid(
          attempts >= settings.otpMaxAttempts ? AUTH_MESSAGES.otpLocked : AUTH_MESSAGES.otpInvalid,
        );
      }
      if (!(await tokens.consumeOtp(otp.id))) throw invalid(AUTH_MESSAGES.otpInvalid);
      if (input.type === 'registration') {
        const pair = await deps.transactions.run(async () => {
          await users.update(userId, { isVerified: true });
          await spendVerifications(userId);
          return issuePair(userId, meta);
        });
        return { message: AUTH_MESSAGES.otpVerified, ...pair };
      }
      if (otp.email !== user.alternateEmail) throw invalid(AUTH_MESSAGES.otpInvalid);
      await users.update(userId, { isAlternateEmailVerified: true });
      await tokens.spendOtps(userId, ['alternate_email']);
      return { message: AUTH_MESSAGES.otpVerifiedAlternate };
    },

    async resendOtp(userId: number, type: OtpType, meta: RequestMeta) {
      const user = await requireUser(userId);
      if (type === 'registration' && user.isVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
      if (type === 'alternate_email' && !user.alternateEmail)
        throw badRequest(AUTH_MESSAGES.noAlternateEmail);
      const latest = await tokens.latestOtp(userId, type);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + settings.otpResendSeconds * 1000 - Date.now();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw throttled(seconds, AUTH_MESSAGES.otpResendWait(seconds));
        }
      }
      const lastHour = await tokens.countOtpsSince(userId, type, new Date(Date.now() - 3_600_000));
      if (lastHour >= settings.otpMaxPerHour) throw throttled(3600, AUTH_MESSAGES.otpHourlyLimit);
      await sendOtp(user, type, meta);
      return {
        message: type === 'alternate_email' ? AUTH_MESSAGES.otpResentAlternate : AUTH_MESSAGES.otpResent,
      };
    },

    async verifyEmail(key: string, meta: RequestMeta) {
      // The link is spent, the address proven and the session opened together.
      const pair = await deps.transactions.run(async () => {
        const userId = await tokens.useActionToken(VERIFY_EMAIL_PURPOSE, sha256(key));
        if (!userId) throw badRequest(AUTH_MESSAGES.verifyEmailFailed);
        await users.update(userId, { isVerified: true });
        await spendVerifications(userId);
        return issuePair(userId, meta);
      });
      return { message: AUTH_MESSAGES.emailVerified, access_token: pair.access, refresh_token: pair.refresh };
    },

    /** A new alternate email was saved: mail it a code (the profile edit calls this). */
    async startAlternateEmailVerification(userId: number, meta: RequestMeta) {
      await sendOtp(await requireUser(userId), 'alternate_email', meta);
      return { message: AUTH_MESSAGES.otpSentAlternate };
    },
  };
}
