import {
  adminMetricsQuery,
  adminMetricsSchema,
  adminTodosPageSchema,
  adminTodosQuery,
  agentVerdictsQuery,
  overrideAnswerSchema,
  overrideVerdictSchema,
  rerunAnswerSchema,
  rerunSystemAgentSchema,
  systemAgentsListSchema,
  systemAgentsQuery,
  verdictListSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { SystemAgentsService } from '../system-agents/system-agents.service.js';
import type { AdminService } from './admin.service.js';

const secured = [{ bearerAuth: [] }];

/** The admin dashboard and the system agents (content-ai-admin.md 2.14, 7.1, 7.10). */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  agents: SystemAgentsService;
  guards: AuthGuards;
}> = async (app, { admin, agents, guards }) => {
  const auth = { preHandler: guards.authenticate };
  app.get(
    '/admin/metrics/',
    {
      ...auth,
      schema: {
        tags: ['admin'],
        security: secured,
        summary: "An organization's counters, pending counts and weekly activity (its administrators, staff)",
        querystring: adminMetricsQuery,
        response: { 200: adminMetricsSchema },
      },
    },
    async (request) => admin.metrics(request.user!, request.query.group_id),
  );
  app.get(
    '/admin/todos/',
    {
      ...auth,
      schema: {
        tags: ['admin'],
        security: secured,
        summary: "Everything awaiting the organization's administrators, oldest first",
        querystring: adminTodosQuery,
        response: { 200: adminTodosPageSchema },
      },
    },
    async (request) => admin.todos(request.user!, request.query),
  );
  app.get(
    '/agents/system-agents/',
    {
      ...auth,
      schema: {
        tags: ['agents'],
        security: secured,
        summary: 'The system agents reviewing this kind of item in an organization (its administrators)',
        querystring: systemAgentsQuery,
        response: { 200: systemAgentsListSchema },
      },
    },
    async (request) => agents.list(request.user!, request.query.group_id, request.query.entity),
  );
  app.get(
    '/agents/system-agents/verdicts/',
    {
      ...auth,
      schema: {
        tags: ['agents'],
        security: secured,
        summary: "The system agents' verdicts on members, with reasons, signals and confidence",
        querystring: agentVerdictsQuery,
        response: { 200: verdictListSchema },
      },
    },
    async (request) => agents.verdicts(request.user!, request.query.group_id, request.query.user_ids),
  );
  app.post(
    '/agents/system-agents/override/',
    {
      ...auth,
      schema: {
        tags: ['agents'],
        security: secured,
        summary: "An administrator sets a member's review by hand (kept in the audit log)",
        body: overrideVerdictSchema,
        response: { 200: overrideAnswerSchema },
      },
    },
    async (request) => agents.override(request.user!, request.body),
  );
  app.post(
    '/rerun-system-agent/',
    {
      ...auth,
      schema: {
        tags: ['agents'],
        security: secured,
        summary: 'Runs a system agent again on some members, in the background',
        body: rerunSystemAgentSchema,
        response: { 200: rerunAnswerSchema },
      },
    },
    async (request) => agents.rerun(request.user!, request.body),
  );
};
