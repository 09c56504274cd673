import { AUTH_MESSAGES, ERRORS, type TokenPair } from '@careerhub/shared';
import { AppError } from '../../http/errors.js';
import { passwordResetMail, type MailSite } from './auth.mail.js';
import { RESET_PURPOSE, SIGN_IN_LINK_PURPOSES } from './auth.repository.js';
import type { AuthDeps, RequestMeta } from './auth.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { newOpaqueToken, sha256 } from './tokens.js';
import type { UserRow } from './users.repository.js';

/** The mail job every module queues its emails on. */
export const MAIL_JOB = 'mail.send';
export const PASSWORD_RESET_JOB = 'auth.password-reset';
/** How long a recovery request waits before its lookup and mail run (see forgotPassword). */
const RESET_JOB_DELAY_MS = 500;

/** 429 with Retry-After, in the API's error body. */
export const throttled = (retryAfter: number, message: string = ERRORS.tooManyRequests) =>
  new AppError(429, message, { non_field_errors: [message] }, { 'retry-after': String(retryAfter) });

/**
 * Passwords after sign-up: recovery by emailed single-use link (forgot → reset) and change while
 * signed in. Both end every session of the user (refresh and access tokens, live connections). Part of the auth service
 * (auth.service.ts spreads these in); `issuePair` and `requireUser` come from there.
 */
export function createPasswordFlows(
  deps: AuthDeps,
  helpers: {
    issuePair(userId: number, meta: RequestMeta): Promise<TokenPair>;
    requireUser(userId: number): Promise<UserRow>;
    endAllSessions(userId: number): Promise<void>;
  },
) {
  const { settings, users, tokens, limiter } = deps;
  const { issuePair, requireUser, endAllSessions } = helpers;
  return {
    /** Same answer, same work on the request path, whether or not the email exists. */
    async forgotPassword(email: string, meta: RequestMeta) {
      const limit = await limiter.hit(
        `forgot:ip:${meta.ip}`,
        settings.loginLimitPerIp,
        settings.loginLimitWindowSeconds,
      );
      if (!limit.allowed) throw throttled(limit.retryAfter);
      // Not run in this request's turn: for a known address the job does more work (token, mail),
      // and in a process that runs its own jobs that would show in this response's timing.
      await deps.jobs.enqueue(
        PASSWORD_RESET_JOB,
        { email, site: meta.site },
        { runAt: new Date(Date.now() + RESET_JOB_DELAY_MS) },
      );
      return { message: AUTH_MESSAGES.recovery };
    },

    /** The job behind forgotPassword: makes the link and mails it when the account exists. */
    async sendPasswordReset(payload: { email: string; site: MailSite }) {
      const user = await users.findByEmail(payload.email);
      if (!user || !user.isActive) return;
      const token = newOpaqueToken();
      await tokens.insertActionToken({
        userId: user.id,
        purpose: RESET_PURPOSE,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + settings.passwordResetTtlSeconds * 1000),
      });
      const link = `${payload.site.baseUrl}/reset-password/${token}`;
      const mail = passwordResetMail(
        payload.site,
        { email: user.email, firstName: user.firstName },
        link,
        Math.round(settings.passwordResetTtlSeconds / 60),
      );
      await deps.jobs.enqueue(MAIL_JOB, mail);
    },

    async checkResetToken(token: string) {
      const row = await tokens.findActionToken(RESET_PURPOSE, sha256(token));
      return { is_valid: Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now()) };
    },

    async resetPassword(input: { token: string; password: string }) {
      const userId = await tokens.useActionToken(RESET_PURPOSE, sha256(input.token));
      if (!userId)
        throw new AppError(400, AUTH_MESSAGES.resetInvalid, {
          field_errors: { token: [AUTH_MESSAGES.resetInvalid] },
        });
      await users.update(userId, {
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: new Date(),
      });
      // Every other reset or verification link mailed before is spent with this one.
      await Promise.all([endAllSessions(userId), tokens.spendActionTokens(userId, SIGN_IN_LINK_PURPOSES)]);
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async changePassword(
      userId: number,
      input: { current_password: string; new_password: string },
      meta: RequestMeta,
    ) {
      const user = await requireUser(userId);
      // A stolen access token must not become an unlimited password oracle: wrong current
      // passwords count against the same per-account budget as failed logins.
      const guessKey = `change-password:user:${userId}`;
      const limit = await limiter.hit(
        guessKey,
        settings.loginLimitPerAccount,
        settings.loginLimitWindowSeconds,
      );
      if (!limit.allowed) throw throttled(limit.retryAfter);
      if (!(await verifyPassword(input.current_password, user.passwordHash))) {
        throw new AppError(400, AUTH_MESSAGES.currentPasswordWrong, {
          field_errors: { current_password: [AUTH_MESSAGES.currentPasswordWrong] },
        });
      }
      await limiter.reset(guessKey);
      // Access tokens issued before this second stop working; the caller gets a fresh pair.
      const changedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      await users.update(userId, {
        passwordHash: await hashPassword(input.new_password),
        passwordChangedAt: changedAt,
      });
      await Promise.all([endAllSessions(userId), tokens.spendActionTokens(userId, SIGN_IN_LINK_PURPOSES)]);
      return { message: AUTH_MESSAGES.passwordChanged, ...(await issuePair(userId, meta)) };
    },
  };
}
