import {
  AUTH_MESSAGES,
  changePasswordSchema,
  facebookLoginSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  identitySchema,
  linkedinLoginSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  switchEmailSchema,
  tokenPairSchema,
  verifyEmailSchema,
  verifyOtpSchema,
  type ProfileCompletion,
  type UserSubscription,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import {
  PROVIDER_NAMES,
  SocialAuthError,
  type SocialProfile,
  type SocialProvider,
} from '../../platform/social/index.js';
import { mailSiteFor } from '../brands/mail-site.js';
import type { RequestMeta } from './auth.service.js';
import { createIdentityBodies } from './identity.presenter.js';
import type { UserRow } from './users.repository.js';
import type { IdentityCareer } from '../profiles/completion-facts.js';

const messageSchema = z.object({ message: z.string() });
const tags = ['auth'];
const secured = [{ bearerAuth: [] }];

/**
 * Who is asking and from which site. The host picks the brand (how mail looks) and the
 * organization a new account joins; links in mail start from the brand's configured origin.
 */
export function requestMeta(ctx: AppContext, request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    host: request.hostname,
    site: mailSiteFor(ctx.config, ctx.brands, request.hostname),
  };
}

/** The bearer token sent, if any: logout ends it even when it has expired or was refused. */
function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Owned by the profiles module: which part of the registration wizard the user still needs, and
 * the identity's career part (follows, work and education entries).
 */
export type IdentityFactsOf = (
  userId: number,
  institutional: boolean,
) => Promise<{ completion: ProfileCompletion; career: IdentityCareer }>;

export const authRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  guards: AuthGuards;
  identityFactsOf: IdentityFactsOf;
  /** Owned by the payments module: user_subscription from the member's active plan. */
  subscriptionOf?: (user: UserRow) => Promise<UserSubscription>;
  /** Owned by the payments module: the address of the member's membership card image, or null. */
  membershipCardOf?: (userId: number) => Promise<string | null>;
}> = async (app, { ctx, guards, identityFactsOf, subscriptionOf, membershipCardOf }) => {
  const { auth } = ctx;

  const meta = (request: FastifyRequest) => requestMeta(ctx, request);
  const identityBodies = createIdentityBodies();

  app.post(
    '/register/',
    {
      // A trial account's own session turns it into a full account (auth.signup.ts).
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Sign up',
        body: registerSchema,
        response: {
          // The same for a new and a registered address (no account enumeration): no account id.
          201: messageSchema.extend({ redirect_to_login: z.boolean(), email: z.string() }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, meta(request), request.user)),
  );

  app.post(
    '/token/',
    {
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: loginSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => auth.login(request.body, meta(request)),
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token (rotated) for a new pair',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => auth.refresh(request.body.refresh, meta(request)),
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        summary:
          'End the session: its refresh tokens, its access tokens (also the bearer sent) and its sockets',
        body: logoutSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => auth.logout(request.body.refresh_token, bearerOf(request)),
  );

  app.post(
    '/verify-otp/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Verify the emailed OTP',
        body: verifyOtpSchema,
        response: {
          200: messageSchema.extend({ access: z.string().optional(), refresh: z.string().optional() }),
        },
      },
    },
    async (request) => auth.verifyOtp(request.user!.id, request.body, meta(request)),
  );

  app.post(
    '/resend-otp/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Send a new OTP',
        body: resendOtpSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => auth.resendOtp(request.user!.id, request.body.type, meta(request)),
  );

  app.post(
    '/forgot-password/',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for any email)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => auth.forgotPassword(request.body.email, meta(request)),
  );

  app.get(
    '/reset-password/:token/',
    {
      schema: {
        tags,
        summary: 'Whether a reset link is still usable',
        params: z.object({ token: z.string().min(1) }),
        response: { 200: z.object({ is_valid: z.boolean() }) },
      },
    },
    async (request) => auth.checkResetToken(request.params.token),
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link token',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => auth.resetPassword(request.body),
  );

  app.post(
    '/users/verify-email/',
    {
      schema: {
        tags,
        summary: 'Verify the email with the emailed link',
        body: verifyEmailSchema,
        response: { 200: messageSchema.extend({ access_token: z.string(), refresh_token: z.string() }) },
      },
    },
    async (request) => auth.verifyEmail(request.body.verification_key, meta(request)),
  );

  app.post(
    '/change-password/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Change password (all sessions end; a fresh pair is returned)',
        body: changePasswordSchema,
        response: { 200: messageSchema.extend({ access: z.string(), refresh: z.string() }) },
      },
    },
    async (request) => auth.changePassword(request.user!.id, request.body, meta(request)),
  );

  app.post(
    '/switch-email/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Make the verified alternate email the primary one',
        body: switchEmailSchema.optional(),
        response: { 200: messageSchema.extend({ email: z.string() }) },
      },
    },
    async (request) => auth.switchEmail(request.user!.id),
  );

  async function social(
    provider: SocialProvider,
    request: FastifyRequest,
    check: () => Promise<SocialProfile> | undefined,
  ) {
    const pending = check();
    if (!pending) throw badRequest(AUTH_MESSAGES.socialNotConfigured(PROVIDER_NAMES[provider]));
    let profile: SocialProfile;
    try {
      profile = await pending;
    } catch (err) {
      if (!(err instanceof SocialAuthError)) throw err;
      request.log.warn({ provider, reason: err.message }, 'social sign-in refused');
      throw badRequest(AUTH_MESSAGES.socialFailed(PROVIDER_NAMES[provider]));
    }
    return auth.socialLogin(profile, meta(request));
  }
  const socialResponse = { 200: tokenPairSchema.extend({ is_new_user: z.boolean() }) };

  app.post(
    '/google/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (button or one-tap)',
        body: googleLoginSchema,
        response: socialResponse,
      },
    },
    async (request) => social('google', request, () => ctx.social.google?.(request.body.access_token)),
  );
  app.post(
    '/facebook/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with a Facebook user access token',
        body: facebookLoginSchema,
        response: socialResponse,
      },
    },
    async (request) =>
      social('facebook', request, () =>
        ctx.social.facebook?.(request.body.access_token, request.body.user_id),
      ),
  );
  app.post(
    '/linkedin/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with a LinkedIn OpenID Connect authorization code',
        body: linkedinLoginSchema,
        response: socialResponse,
      },
    },
    async (request) =>
      social('linkedin', request, () => ctx.social.linkedin?.(request.body.code, request.body.redirect_uri)),
  );

  app.get(
    '/identity/',
    {
      preHandler: guards.authenticate,
      schema: { tags, security: secured, summary: 'The signed-in user', response: { 200: identitySchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const { institutional } = ctx.brands.uiSettings(request.hostname);
      const [organizations, { completion, career }, unread, subscription, card] = await Promise.all([
        ctx.groups.listUserOrganizations(user.id),
        identityFactsOf(user.id, institutional),
        ctx.notifications.unreadCount(user.id),
        subscriptionOf?.(user),
        membershipCardOf?.(user.id) ?? null,
      ]);
      // Serialized (and checked against identitySchema) once per change, not per request.
      const body = identityBodies.bodyOf(
        user,
        organizations,
        completion,
        career,
        unread,
        institutional,
        subscription,
        card,
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
