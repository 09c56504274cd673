import {
  NEWSLETTER_PREFERENCE_TEXT,
  NEWSLETTER_TEXT,
  newsletterPreferenceUpdateSchema,
  newsletterPreferencesResultSchema,
  newsletterPreferencesSchema,
  newsletterSubscriptionResultSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptOneClickForm, linkToken } from '../../http/one-click.js';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.js';
import type { AuthGuards } from '../../http/auth.js';
import type { NewslettersService } from './newsletters.service.js';

const tags = ['newsletters'];
const invalidLink = () => badRequest(NEWSLETTER_TEXT.invalidLink, { token: [NEWSLETTER_TEXT.invalidLink] });

/**
 * The newsletter unsubscribe link's endpoints, which work without signing in: GET what the link
 * turns off, POST /newsletters/unsubscribe/ (also the List-Unsubscribe one-click target, which
 * mail clients send as a form post with the token in the query), POST /newsletters/resubscribe/.
 */
export const newslettersRoutes: FastifyPluginAsyncZod<{
  newsletters: NewslettersService;
  guards: AuthGuards;
}> = async (app, { newsletters, guards }) => {
  // RFC 8058: the one-click unsubscribe arrives as application/x-www-form-urlencoded.
  acceptOneClickForm(app);

  app.get(
    '/newsletters/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'What a newsletter unsubscribe link turns off (no sign-in)',
        querystring: newsletterTokenSchema,
        response: { 200: newsletterSubscriptionSchema },
      },
    },
    async (request) => {
      const found = await newsletters.subscription(request.query.token);
      if (!found) throw invalidLink();
      return found;
    },
  );

  app.post(
    '/newsletters/unsubscribe/',
    {
      schema: {
        tags,
        summary: "Stop a group's newsletters for the link's member (no sign-in; the one-click target)",
        querystring: z.object({ token: z.string().max(300).optional() }),
        response: { 200: newsletterSubscriptionResultSchema },
      },
    },
    async (request) => {
      const found = await newsletters.setSubscribed(
        linkToken(request.query, request.body, invalidLink),
        false,
      );
      if (!found) throw invalidLink();
      return { ...found, message: NEWSLETTER_TEXT.unsubscribed(found.group.name) };
    },
  );

  app.post(
    '/newsletters/resubscribe/',
    {
      schema: {
        tags,
        summary: "Receive a group's newsletters again (no sign-in; the unsubscribe link's token)",
        body: newsletterTokenSchema,
        response: { 200: newsletterSubscriptionResultSchema },
      },
    },
    async (request) => {
      const found = await newsletters.setSubscribed(request.body.token, true);
      if (!found) throw invalidLink();
      return { ...found, message: NEWSLETTER_TEXT.resubscribed(found.group.name) };
    },
  );

  // The signed-in member's own choice, per group (the notification settings page).
  app.get(
    '/newsletters/preferences/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: "The signed-in member's newsletter choice for each group they belong to",
        response: { 200: newsletterPreferencesSchema },
      },
    },
    async (request) => ({ data: await newsletters.preferences(request.user!.id) }),
  );

  app.patch(
    '/newsletters/preferences/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: "Turn one group's newsletters on or off for the signed-in member",
        body: newsletterPreferenceUpdateSchema,
        response: { 200: newsletterPreferencesResultSchema },
      },
    },
    async (request) => {
      const { group, subscribed } = request.body;
      const name = await newsletters.setPreference(request.user!.id, group, subscribed);
      if (name === null) throw notFound(NEWSLETTER_PREFERENCE_TEXT.notMember);
      return {
        data: await newsletters.preferences(request.user!.id),
        message: subscribed ? NEWSLETTER_TEXT.resubscribed(name) : NEWSLETTER_TEXT.unsubscribed(name),
      };
    },
  );
};
