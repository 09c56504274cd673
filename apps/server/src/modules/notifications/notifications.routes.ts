import {
  NOTIFICATION_TEXT,
  PAGE_SIZES,
  emailPreferencesPatchSchema,
  emailPreferencesSchema,
  notificationParamsSchema,
  notificationReadSchema,
  notificationSchema,
  pageSchema,
  paginationQuery,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptOneClickForm, linkToken } from '../../http/one-click.js';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const secured = [{ bearerAuth: [] }];
const invalidLink = () =>
  badRequest(NOTIFICATION_TEXT.invalidLink, { token: [NOTIFICATION_TEXT.invalidLink] });
const preferencesResponse = emailPreferencesSchema.extend({ message: z.string().optional() });

/**
 * GET /notification/ (page, page_size 12), POST /notification/read-all/, POST /notification/{id}/{type}/
 * (spec section 7); the email settings (GET/PATCH /notification/email-preferences/) and the
 * unsubscribe link's endpoints, which work without signing in.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  guards: AuthGuards;
}> = async (app, { notifications, guards }) => {
  // Mail clients send the one-click unsubscribe (RFC 8058) as a form post; only these routes read it.
  acceptOneClickForm(app);

  app.get(
    '/notification/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'My notifications, newest first',
        querystring: paginationQuery(PAGE_SIZES.notifications),
        response: { 200: pageSchema(notificationSchema) },
      },
    },
    async (request) => notifications.list(request.user!.id, request.query.page, request.query.page_size),
  );

  app.post(
    '/notification/read-all/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Mark all my notifications read',
        response: { 200: notificationReadSchema },
      },
    },
    async (request) => ({
      message: NOTIFICATION_TEXT.allMarkedRead,
      unread_notifications_count: await notifications.markAllRead(request.user!.id),
    }),
  );

  app.get(
    '/notification/email-preferences/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Which notifications also come by email',
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => ({ data: await notifications.emailPreferences(request.user!.id) }),
  );

  app.patch(
    '/notification/email-preferences/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Turn email kinds on or off',
        body: emailPreferencesPatchSchema,
        response: { 200: preferencesResponse },
      },
    },
    async (request) => ({
      message: NOTIFICATION_TEXT.preferencesSaved,
      data: await notifications.updateEmailPreferences(request.user!.id, request.body),
    }),
  );

  app.get(
    '/notification/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'What an unsubscribe link turns off (no sign-in)',
        querystring: unsubscribeTokenSchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => {
      const state = await notifications.unsubscribeState(request.query.token);
      if (!state) throw invalidLink();
      return state;
    },
  );

  app.post(
    '/notification/unsubscribe/',
    {
      schema: {
        tags,
        summary:
          'Turn off the email kind of an unsubscribe link (no sign-in; also the List-Unsubscribe one-click target)',
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: unsubscribeStateSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const state = await notifications.setSubscribedByToken(
        linkToken(request.query, request.body, invalidLink),
        false,
      );
      if (!state) throw invalidLink();
      return { ...state, message: NOTIFICATION_TEXT.unsubscribed(state.label) };
    },
  );

  app.post(
    '/notification/resubscribe/',
    {
      schema: {
        tags,
        summary: 'Turn the email kind of an unsubscribe link back on (no sign-in)',
        body: unsubscribeTokenSchema,
        response: { 200: unsubscribeStateSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const state = await notifications.setSubscribedByToken(request.body.token, true);
      if (!state) throw invalidLink();
      return { ...state, message: NOTIFICATION_TEXT.resubscribed(state.label) };
    },
  );

  app.post(
    '/notification/:id/:type/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Mark one of my notifications read',
        params: notificationParamsSchema,
        response: { 200: notificationReadSchema.extend({ notification: notificationSchema }) },
      },
    },
    async (request) => {
      const result = await notifications.markRead(request.user!.id, request.params.id, request.params.type);
      if (!result) throw notFound();
      return {
        message: NOTIFICATION_TEXT.marked,
        notification: result.notification,
        unread_notifications_count: result.unread,
      };
    },
  );
};
