import {
  addMemberSchema,
  changeDefaultResultSchema,
  followupEmailSchema,
  followupResultSchema,
  groupMessageSchema,
  joinDefaultResultSchema,
  joinResultSchema,
  joinSchema,
  leaveSchema,
  memberSchema,
  membersQuery,
  membersRespondedSchema,
  MEMBER_STATUS_FILTERS,
  pageSchema,
  paymentConfirmationSchema,
  paymentVoucherSchema,
  removeMemberSchema,
  respondJoinRequestSchema,
  voucherResultSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { GroupsModule } from './groups.module.js';
import { groupIdParams } from './groups.routes.js';

const tags = ['memberships'];
const secured = [{ bearerAuth: [] }];

/** Joining, leaving and member management of one group (spec section 7, Groups). */
export const membershipsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  mod: GroupsModule;
  guards: AuthGuards;
}> = async (app, { ctx, mod, guards }) => {
  const { memberships } = mod;
  const site = (request: Parameters<typeof requestMeta>[1]) => requestMeta(ctx, request).site;
  const auth = { preHandler: guards.authenticate };

  app.post(
    '/groups/:id/join/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Join or register (answers in extra_info)',
        params: groupIdParams,
        body: joinSchema.optional(),
        response: { 200: joinResultSchema },
      },
    },
    async (request) => memberships.join(request.user!, request.params.id, request.body ?? {}, site(request)),
  );
  app.post(
    '/groups/:id/join-default/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Join an organization and make it the default',
        params: groupIdParams,
        response: { 200: joinDefaultResultSchema },
      },
    },
    async (request) => memberships.joinDefault(request.user!, request.params.id, site(request)),
  );
  app.post(
    '/groups/:id/change-default/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Change the default organization',
        params: groupIdParams,
        response: { 200: changeDefaultResultSchema },
      },
    },
    async (request) => memberships.changeDefault(request.user!, request.params.id),
  );
  app.post(
    '/groups/:id/leave/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Leave, or cancel a pending request',
        params: groupIdParams,
        body: leaveSchema.optional(),
        response: { 200: groupMessageSchema },
      },
    },
    async (request) => memberships.leave(request.user!, request.params.id, request.body?.user),
  );
  app.post(
    '/groups/:id/add-member/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Add a member, or change a member’s role (managers)',
        params: groupIdParams,
        body: addMemberSchema,
        response: { 200: groupMessageSchema },
      },
    },
    async (request) => memberships.addMember(request.user!, request.params.id, request.body, site(request)),
  );
  app.post(
    '/groups/:id/remove-member/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Remove a member (managers)',
        params: groupIdParams,
        body: removeMemberSchema,
        response: { 200: groupMessageSchema },
      },
    },
    async (request) =>
      memberships.removeMember(request.user!, request.params.id, request.body, site(request)),
  );
  app.post(
    '/groups/:id/respond-join-request/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Accept or reject pending members',
        params: groupIdParams,
        body: respondJoinRequestSchema,
        response: { 200: membersRespondedSchema },
      },
    },
    async (request) => memberships.respond(request.user!, request.params.id, request.body, site(request)),
  );
  app.post(
    '/groups/:id/payment-confirmation/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Mark accepted members of a paid group as paid (accept) or unpaid (reject)',
        params: groupIdParams,
        body: paymentConfirmationSchema,
        response: { 200: membersRespondedSchema },
      },
    },
    async (request) =>
      memberships.respondPayment(request.user!, request.params.id, request.body, site(request)),
  );
  app.post(
    '/groups/:id/payment-voucher/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Send proof of a manual payment (an uploaded image or PDF)',
        params: groupIdParams,
        body: paymentVoucherSchema,
        response: { 200: voucherResultSchema },
      },
    },
    async (request) =>
      memberships.submitVoucher(request.user!, request.params.id, request.body.voucher, site(request)),
  );
  app.get(
    '/groups/:id/members/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Members (15 a page)',
        params: groupIdParams,
        querystring: membersQuery,
        response: { 200: pageSchema(memberSchema) },
      },
    },
    async (request) => memberships.members(request.user, request.params.id, request.query),
  );
  app.get(
    '/groups/:id/export-group-membership/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Members as CSV (streamed)',
        params: groupIdParams,
        querystring: z.object({ status: z.enum(MEMBER_STATUS_FILTERS).optional() }),
      },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        await memberships.exportMembers(request.user!, request.params.id, request.query.status),
      );
    },
  );
  app.post(
    '/groups/:id/followup-email-unverified/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Remind unverified members to verify their e-mail (managers)',
        params: groupIdParams,
        body: followupEmailSchema,
        response: { 200: followupResultSchema },
      },
    },
    async (request) =>
      memberships.followupUnverified(request.user!, request.params.id, request.body.user_ids, site(request)),
  );
};
