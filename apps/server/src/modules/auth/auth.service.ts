import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, slugify, type TokenPair } from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, unauthorized } from '../../http/errors.js';
import type { CaptchaVerifier } from '../../platform/captcha/index.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import type { SocialProfile } from '../../platform/social/index.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import { SIGN_IN_LINK_PURPOSES, type AuthRepository } from './auth.repository.js';
import type { MailSite } from './auth.mail.js';
import { MAIL_JOB, PASSWORD_RESET_JOB, createPasswordFlows, throttled } from './auth.passwords.js';
import { createSignupFlows } from './auth.signup.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionRevoker } from './sessions.js';
import { newOpaqueToken, sha256, type AccessTokens } from './tokens.js';
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
  /** Ends sessions at once: deny-list and live connections (sessions.ts). */
  sessions: SessionRevoker;
  limiter: RateLimiter;
  captcha: CaptchaVerifier;
  jobs: JobQueue;
  /** Writes to several tables (a new account and what it starts with) commit together. */
  transactions: Pick<Transactions, 'run'>;
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
    return { access: await access.sign(userId, familyId), refresh };
  }

  /** Ends one session: its refresh tokens, its access tokens and its live connections. */
  async function endSession(userId: number, familyId: string, tokenIds: string[] = []) {
    await tokens.revokeFamily(familyId);
    await deps.sessions.revoke(userId, { sessionIds: [familyId], tokenIds });
  }

  /** Ends every session of the user now (password change or reset, account takeover). */
  async function endAllSessions(userId: number) {
    const familyIds = await tokens.revokeAllForUser(userId);
    await deps.sessions.revoke(userId, { sessionIds: familyIds, all: true });
  }

  async function uniqueSlug(firstName: string, lastName: string): Promise<string> {
    const base = slugify(`${firstName} ${lastName}`) || 'member';
    if (!(await users.isSlugTaken(base))) return base;
    for (let n = 2; n < 50; n += 1) if (!(await users.isSlugTaken(`${base}-${n}`))) return `${base}-${n}`;
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  /**
   * The organization of the host a new account joins, read now (before any transaction); the
   * returned write adds the membership (a no-op when the host has none).
   */
  async function hostMembership(host: string) {
    const org = await deps.groups.findDefaultForDomain(host);
    return async (userId: number) => {
      if (!org) return;
      await deps.groups.addMembership({
        groupId: org.id,
        userId,
        role: 'member',
        status: org.membershipType === 'open' ? 'accepted' : 'pending',
        isDefault: true,
      });
    };
  }

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || !user.isActive) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    return user;
  }

  return {
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
        await endSession(row.userId, row.familyId);
        deps.logger.warn(
          { userId: row.userId, familyId: row.familyId },
          'refresh token reuse: family revoked',
        );
        throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      if (!(await tokens.markRotated(row.id))) {
        await endSession(row.userId, row.familyId);
        throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      }
      await requireUser(row.userId);
      return issuePair(row.userId, meta, row.familyId);
    },

    /**
     * Ends the session of the refresh token and of the access token presented with it (the
     * bearer, when it belongs to the same user): both stop working at once, on every instance,
     * and the session's open WebSockets close.
     */
    async logout(refresh: string, bearer?: string) {
      const row = await tokens.findRefreshToken(sha256(refresh));
      const claims = bearer ? await access.verify(bearer).catch(() => null) : null;
      if (row) await endSession(row.userId, row.familyId);
      if (claims && (!row || claims.userId === row.userId)) {
        if (claims.sessionId && claims.sessionId !== row?.familyId)
          await endSession(claims.userId, claims.sessionId, [claims.tokenId]);
        else await deps.sessions.revoke(claims.userId, { tokenIds: [claims.tokenId] });
      }
      return { message: AUTH_MESSAGES.loggedOut };
    },

    ...createSignupFlows(deps, { issuePair, requireUser, uniqueSlug, hostMembership }),
    ...createPasswordFlows(deps, { issuePair, requireUser, endAllSessions }),

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
      // Refresh tokens end (every session signs in again with the new address when its access
      // token expires); the caller's access token keeps working meanwhile, so the page that asked
      // can show the result. Links and codes mailed to the old address are spent.
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
      /** Links the provider's account and opens a session: in the caller's transaction, if any. */
      const signIn = async (account: UserRow, isNew: boolean) => {
        await tokens.linkSocialAccount({
          userId: account.id,
          provider: profile.provider,
          providerUserId: profile.providerUserId,
          email: profile.email,
        });
        await users.update(account.id, { lastLoginAt: new Date() });
        return { ...(await issuePair(account.id, meta)), is_new_user: isNew };
      };
      if (!user) {
        const join = await hostMembership(meta.host);
        const nameSlug = await uniqueSlug(
          profile.firstName || profile.email.split('@')[0]!,
          profile.lastName,
        );
        // The user, its membership, the link and the session exist together or not at all.
        return deps.transactions.run(async () => {
          const created = await users.insert({
            email: profile.email.toLowerCase(),
            firstName: profile.firstName,
            lastName: profile.lastName,
            nameSlug,
            passwordHash: null,
            isVerified: true,
          });
          await join(created.id);
          return signIn(created, true);
        });
      }
      if (!user.isVerified) {
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
          endAllSessions(user.id),
          tokens.spendActionTokens(user.id, SIGN_IN_LINK_PURPOSES),
        ]);
      }
      if (!user.isActive) throw new AppError(403, AUTH_MESSAGES.accountDisabled);
      return signIn(user, false);
    },

    requireUser,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
