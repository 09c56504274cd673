import {
  invitationActionSchema,
  invitationAnswerSchema,
  invitationResultSchema,
  inviteResultSchema,
  inviteUsersSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { GroupsModule } from './groups.module.js';

const tags = ['invitations'];
const secured = [{ bearerAuth: [] }];
const keyParams = z.object({ id: z.string().min(8).max(64) });

/** Invitations: send (POST /invite-users/), read and answer (/invitation/{id}/). */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  mod: GroupsModule;
  guards: AuthGuards;
}> = async (app, { ctx, mod, guards }) => {
  const auth = { preHandler: guards.authenticate };
  app.post(
    '/invite-users/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Invite users or emails to a group',
        body: inviteUsersSchema,
        response: { 201: inviteResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await mod.invitations.invite(request.user!, request.body, requestMeta(ctx, request).site)),
  );
  app.get(
    '/invitation/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'An invitation addressed to me: the group or job and its state',
        params: keyParams,
        response: { 200: invitationResultSchema },
      },
    },
    async (request) => mod.invitations.get(request.user!, request.params.id),
  );
  app.post(
    '/invitation/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Accept or reject an invitation',
        params: keyParams,
        body: invitationActionSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    async (request) => mod.invitations.respond(request.user!, request.params.id, request.body.action),
  );
};
