import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, VALIDATION, slugify, type OtpType, type TokenPair } from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, unauthorized } from '../../http/errors.js';
import type { CaptchaVerifier } from '../../platform/captcha/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import type { SocialProfile } from '../../platform/social/index.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import { SIGN_IN_LINK_PURPOSES, VERIFY_EMAIL_PURPOSE, type AuthRepository } from './auth.repository.js';
import { otpMail, type MailSite } from './auth.mail.js';
import { MAIL_JOB, PASSWORD_RESET_JOB, createPasswordFlows, throttled } from './auth.passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashOtp, newOpaqueToken, newOtp, sha256, type AccessTokens } from './tokens.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** The host name the request came to: picks the organization a new account joins. */
  host: string;
  /** The brand's mail look and configured origin (never the request's Host). */
  site: MailSite;
}

export interface AuthSettings {
  secret: string;
  refreshTtlDays: number;
  /**
   * A refresh token already exchanged less than this many seconds ago is answered with another
   * pair of the same family instead of counting as theft: two tabs (or a retried request whose
   * answer was lost) may present the same token at nearly the same moment. 0 turns it off.
   */
  refreshReuseGraceSeconds: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendSeconds: number;
  otpMaxPerHour: number;
  passwordResetTtlSeconds: number;
  loginLimitPerIp: number;
  loginLimitPerAccount: number;
  loginLimitWindowSeconds: number;
  otpLimitPerIp: number;
}

export interface AuthDeps {
  settings: AuthSettings;
  users: UsersRepository;
  tokens: AuthRepository;
  groups: GroupsRepository;
  access: AccessTokens;
  limiter: RateLimiter;
  captcha: CaptchaVerifier;
  jobs: JobQueue;
  logger: Logger;
}

export { MAIL_JOB, PASSWORD_RESET_JOB };

export function createAuthService(deps: AuthDeps) {
  const { settings, users, tokens, access, limiter } = deps;
  const withinReuseGrace = (rotatedAt: Date) =>
    Date.now() - rotatedAt.getTime() < settings.refreshReuseGraceSeconds * 1000;
  // Checked against when the email is unknown, so a miss costs what a hit costs.
  const dummyHash = hashPassword(newOpaqueToken());

  async function issuePair(
    userId: number,
    meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
    familyId: string = randomUUID(),
  ): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await tokens.insertRefreshToken({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + settings.refreshTtlDays * 86_400_000),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    return { access: await access.sign(userId), refresh };
  }

  async function sendOtp(user: UserRow, type: OtpType, meta: RequestMeta) {
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
    const message = otpMail(meta.site, { email, firstName: user.firstName }, code, {
      minutes: Math.round(settings.otpTtlSeconds / 60),
      verifyLink,
      isAlternate: type === 'alternate_email',
    });
    await deps.jobs.enqueue(MAIL_JOB, message);
  }

  async function uniqueSlug(firstName: string, lastName: string): Promise<string> {
    const base = slugify(`${firstName} ${lastName}`) || 'member';
    if (!(await users.isSlugTaken(base))) return base;
    for (let n = 2; n < 50; n += 1) if (!(await users.isSlugTaken(`${base}-${n}`))) return `${base}-${n}`;
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  async function joinHostOrganization(userId: number, host: string) {
    const org = await deps.groups.findDefaultForDomain(host);
    if (!org) return;
    await deps.groups.addMembership({
      groupId: org.id,
      userId,
      role: 'member',
      status: org.membershipType === 'open' ? 'accepted' : 'pending',
      isDefault: true,
    });
  }

  /** The address is proven: every other registration code and verification link is spent. */
  async function spendVerifications(userId: number) {
    await Promise.all([
      tokens.spendOtps(userId, ['registration']),
      tokens.spendActionTokens(userId, [VERIFY_EMAIL_PURPOSE]),
    ]);
  }

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || !user.isActive) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    return user;
  }

  return {
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
    ) {
      if (deps.captcha.isEnabled && !(await deps.captcha.verify(input.recaptcha_response, meta.ip))) {
        throw new AppError(400, VALIDATION.captcha, { non_field_errors: [VALIDATION.captcha] });
      }
      if (await users.isEmailInUse(input.email)) {
        throw badRequest(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
      }
      const user = await users.insert({
        email: input.email.toLowerCase(),
        firstName: input.first_name,
        lastName: input.last_name,
        nameSlug: await uniqueSlug(input.first_name, input.last_name),
        passwordHash: await hashPassword(input.password),
        subscribeToNewsletter: input.subscribe_to_newsletter,
        profileType: input.profile_type,
      });
      await joinHostOrganization(user.id, meta.host);
      await sendOtp(user, 'registration', meta);
      deps.logger.info({ userId: user.id }, 'user registered');
      return { message: AUTH_MESSAGES.registered, redirect_to_login: true, id: user.id, email: user.email };
    },

    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<TokenPair> {
      const ipKey = `login:ip:${meta.ip}`;
      const accountKey = `login:account:${input.email.toLowerCase()}`;
      const window = settings.loginLimitWindowSeconds;
      // Counted before the password is checked, in one atomic step per key: of any number of
      // concurrent attempts, exactly the limit get a password check; the rest are refused.
      const [ipLimit, accountLimit] = await Promise.all([
        limiter.hit(ipKey, settings.loginLimitPerIp, window),
        limiter.hit(accountKey, settings.loginLimitPerAccount, window),
      ]);
      if (!ipLimit.allowed || !accountLimit.allowed) {
        const refused = [ipLimit, accountLimit].filter((limit) => !limit.allowed);
        throw throttled(Math.max(...refused.map((limit) => limit.retryAfter)));
      }
      const user = await users.findByEmail(input.email);
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
      if (!user || !isValid || !user.isActive) {
        throw new AppError(400, AUTH_MESSAGES.invalidCredentials, {
          non_field_errors: [AUTH_MESSAGES.invalidCredentials],
        });
      }
      // Only failures count: a good login clears the account's count and gives back its address's hit.
      await Promise.all([limiter.reset(accountKey), limiter.refund(ipKey, settings.loginLimitPerIp, window)]);
      await users.update(user.id, { lastLoginAt: new Date() });
      return issuePair(user.id, meta);
    },

    async refresh(refresh: string, meta: RequestMeta): Promise<TokenPair> {
      const row = await tokens.findRefreshToken(sha256(refresh));
      if (!row) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      if (row.revokedAt) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      if (row.rotatedAt && withinReuseGrace(row.rotatedAt) && row.expiresAt.getTime() > Date.now()) {
        // Exchanged a moment ago by another tab of the same browser (or a request whose answer
        // was lost): a sibling pair of the same family, so logout and reuse still end them all.
        await requireUser(row.userId);
        deps.logger.info(
          { userId: row.userId, familyId: row.familyId },
          'refresh token reused within the grace period',
        );
        return issuePair(row.userId, meta, row.familyId);
      }
      if (row.rotatedAt) {
        // A token that was already exchanged is being replayed: treat the family as stolen.
        await tokens.revokeFamily(row.familyId);
        deps.logger.warn(
          { userId: row.userId, familyId: row.familyId },
          'refresh token reuse: family revoked',
        );
        throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      if (!(await tokens.markRotated(row.id))) {
        await tokens.revokeFamily(row.familyId);
        throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      }
      await requireUser(row.userId);
      return issuePair(row.userId, meta, row.familyId);
    },

    async logout(refresh: string) {
      const row = await tokens.findRefreshToken(sha256(refresh));
      if (row) await tokens.revokeFamily(row.familyId);
      return { message: AUTH_MESSAGES.loggedOut };
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
        await users.update(userId, { isVerified: true });
        await spendVerifications(userId);
        return { message: AUTH_MESSAGES.otpVerified, ...(await issuePair(userId, meta)) };
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

    ...createPasswordFlows(deps, { issuePair, requireUser }),

    async verifyEmail(key: string, meta: RequestMeta) {
      const userId = await tokens.useActionToken(VERIFY_EMAIL_PURPOSE, sha256(key));
      if (!userId) throw badRequest(AUTH_MESSAGES.verifyEmailFailed);
      await users.update(userId, { isVerified: true });
      await spendVerifications(userId);
      const pair = await issuePair(userId, meta);
      return { message: AUTH_MESSAGES.emailVerified, access_token: pair.access, refresh_token: pair.refresh };
    },

    async switchEmail(userId: number) {
      const user = await requireUser(userId);
      if (!user.alternateEmail) throw badRequest(AUTH_MESSAGES.noAlternateEmail);
      if (!user.isAlternateEmailVerified) throw badRequest(AUTH_MESSAGES.alternateNotVerified);
      if (await users.isEmailInUse(user.alternateEmail, userId)) throw badRequest(AUTH_MESSAGES.emailTaken);
      // The old primary is dropped entirely: it can no longer be used to log in.
      await users.update(userId, {
        email: user.alternateEmail,
        alternateEmail: null,
        isAlternateEmailVerified: false,
      });
      await Promise.all([
        tokens.revokeAllForUser(userId),
        tokens.spendActionTokens(userId, SIGN_IN_LINK_PURPOSES),
        tokens.spendOtps(userId, ['registration', 'alternate_email']),
      ]);
      return { message: AUTH_MESSAGES.switchedEmail, email: user.alternateEmail };
    },

    /** Creates or links the account by verified email; a social sign-in counts as verified. */
    async socialLogin(
      profile: SocialProfile,
      meta: RequestMeta,
    ): Promise<TokenPair & { is_new_user: boolean }> {
      if (!profile.isEmailVerified) throw badRequest(AUTH_MESSAGES.socialNoEmail);
      const linked = await tokens.findSocialAccount(profile.provider, profile.providerUserId);
      let user = linked ? await users.findById(linked.userId) : await users.findByEmail(profile.email);
      let isNew = false;
      if (!user) {
        user = await users.insert({
          email: profile.email.toLowerCase(),
          firstName: profile.firstName,
          lastName: profile.lastName,
          nameSlug: await uniqueSlug(profile.firstName || profile.email.split('@')[0]!, profile.lastName),
          passwordHash: null,
          isVerified: true,
        });
        await joinHostOrganization(user.id, meta.host);
        isNew = true;
      } else if (!user.isVerified) {
        // Whoever signed up with this address never proved they own it; the provider just did.
        // The password they chose and any session they hold must not survive into the owner's
        // account (pre-hijacking): drop both. The owner can set a password with "forgot password".
        const changedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        user =
          (await users.update(user.id, {
            isVerified: true,
            passwordHash: null,
            passwordChangedAt: changedAt,
          })) ?? user;
        await Promise.all([
          tokens.revokeAllForUser(user.id),
          tokens.spendActionTokens(user.id, SIGN_IN_LINK_PURPOSES),
        ]);
      }
      if (!user.isActive) throw new AppError(403, AUTH_MESSAGES.accountDisabled);
      await tokens.linkSocialAccount({
        userId: user.id,
        provider: profile.provider,
        providerUserId: profile.providerUserId,
        email: profile.email,
      });
      await users.update(user.id, { lastLoginAt: new Date() });
      return { ...(await issuePair(user.id, meta)), is_new_user: isNew };
    },

    /** A new alternate email was saved: mail it a code (the profile edit calls this). */
    async startAlternateEmailVerification(userId: number, meta: RequestMeta) {
      await sendOtp(await requireUser(userId), 'alternate_email', meta);
      return { message: AUTH_MESSAGES.otpSentAlternate };
    },

    requireUser,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
