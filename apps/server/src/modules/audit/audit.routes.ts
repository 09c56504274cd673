import { auditLogQuery, auditLogPageSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import type { AuditService } from './audit.service.js';

const tags = ['audit'];
const secured = [{ bearerAuth: [] }];

/** The audit log of administrator and staff actions (issue 15). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; guards: AuthGuards }> = async (
  app,
  { audit, guards },
) => {
  app.get(
    '/audit-log/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Administrator and staff actions (staff: all; group administrators: their groups)',
        querystring: auditLogQuery,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => audit.list(request.user!, request.query),
  );
  app.get(
    '/audit-log/export/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'The audit log as CSV (streamed)',
        querystring: auditLogQuery.pick({ group_id: true }),
      },
    },
    async (request, reply) => sendCsv(reply, await audit.exportCsv(request.user!, request.query.group_id)),
  );
};
