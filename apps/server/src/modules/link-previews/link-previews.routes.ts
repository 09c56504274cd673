import { ERRORS, LINK_PREVIEW_TEXT, linkPreviewQuery, linkPreviewResponseSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { AppError, badRequest } from '../../http/errors.js';

/** Previews a signed-in user may ask for per minute: a post editor asks once per link typed. */
export const LINK_PREVIEWS_PER_MINUTE = 30;

/**
 * GET /link-preview/?url= — the title, description and image of a page linked in a post, read by
 * the server (platform/link-preview: address guard, 3 s, 1 MB, cache). A page that cannot be
 * previewed answers `data: null` (logged, the card is left out); a link into a private network
 * is refused with 400.
 */
export const linkPreviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; guards: AuthGuards }> = async (
  app,
  { ctx, guards },
) => {
  app.get(
    '/link-preview/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['contents'],
        security: [{ bearerAuth: [] }],
        summary: 'A preview (title, description, image) of a link in a post',
        querystring: linkPreviewQuery,
        response: { 200: linkPreviewResponseSchema },
      },
    },
    async (request) => {
      const limit = await ctx.limiter.hit(`link-preview:${request.user!.id}`, LINK_PREVIEWS_PER_MINUTE, 60);
      if (!limit.allowed) {
        throw new AppError(
          429,
          ERRORS.tooManyRequests,
          { non_field_errors: [ERRORS.tooManyRequests] },
          { 'retry-after': String(limit.retryAfter) },
        );
      }
      // Read per request: tests swap in a previewer that may reach their local server.
      const result = await ctx.linkPreviews.preview(request.query.url);
      if (result.ok) return { data: result.preview };
      if (
        result.reason === 'blocked_address' ||
        result.reason === 'blocked_port' ||
        result.reason === 'blocked_scheme'
      ) {
        throw badRequest(LINK_PREVIEW_TEXT.blockedLink, { url: [LINK_PREVIEW_TEXT.blockedLink] });
      }
      return { data: null };
    },
  );
};
