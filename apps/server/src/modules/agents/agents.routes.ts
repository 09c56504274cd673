import {
  agentDetailSchema,
  agentFeedbackResultSchema,
  agentFeedbackSchema,
  agentMetricsSchema,
  agentPatchSchema,
  agentProcessParams,
  agentProcessResultSchema,
  agentProcessSchema,
  agentReportListItemSchema,
  agentReportSchema,
  agentReportsQuery,
  agentStepPatchSchema,
  agentStepSchema,
  agentSummarySchema,
  agentsQuery,
  careerGpsSignupRefusalSchema,
  careerGpsSignupResultSchema,
  careerGpsSignupSchema,
  idParams,
  pageSchema,
  recommendationPackageResultSchema,
  recommendationPackageSchema,
  slugParam,
} from '@careerhub/shared';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { renderReportPdf } from './agents.pdf.js';
import type { AgentsService } from './agents.service.js';
import type { RequestMeta } from '../auth/auth.service.js';
import type { createRecommendationPackages } from './agents.package.js';
import type { createCareerGpsSignup } from './agents.signup.js';

const secured = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: slugParam(200) });

/** CareerGPS agents and reports (content-ai-admin 7.1). */
export const agentsRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  sendPackage: ReturnType<typeof createRecommendationPackages>;
  registerCareerGps: ReturnType<typeof createCareerGpsSignup>;
  guards: AuthGuards;
  /** The request's site (brand and address: the PDF's header, mail and links), address and agent. */
  metaOf: (request: FastifyRequest) => RequestMeta;
  /** Whether the request's site registers people by institution (profile completion counts it). */
  institutionalOf: (request: FastifyRequest) => boolean;
}> = async (app, { agents, sendPackage, registerCareerGps, guards, metaOf, institutionalOf }) => {
  const siteOf = (request: FastifyRequest) => metaOf(request).site;
  const tags = ['agents'];
  const optional = { preHandler: guards.optionalAuth };
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/agents/',
    {
      ...optional,
      schema: {
        tags,
        summary: 'The CareerGPS agents, with premium marks, usage and whether the viewer may run each',
        querystring: agentsQuery,
        response: { 200: pageSchema(agentSummarySchema) },
      },
    },
    async (request) => agents.list(request.user, request.query),
  );
  app.get(
    '/agents/slug/:slug/',
    {
      ...optional,
      schema: {
        tags,
        summary: 'An agent and its steps',
        params: slugParams,
        response: { 200: agentDetailSchema },
      },
    },
    async (request) => agents.detail(request.user, request.params.slug),
  );
  app.get(
    '/agents/metrics/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "The member's CareerGPS usage against the plan's limit (registered users only)",
        response: { 200: agentMetricsSchema },
      },
    },
    async (request) => agents.metrics(request.user!),
  );
  app.post(
    '/agents/process/:agent/:step/',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Run a stage of an agent at its final input step; the last stage makes the report',
        params: agentProcessParams,
        body: agentProcessSchema,
        response: { 200: agentProcessResultSchema },
      },
    },
    async (request) =>
      agents.process(request.user, request.params.agent, request.params.step, request.body, {
        institutional: institutionalOf(request),
      }),
  );
  app.post(
    '/register-career-gps/',
    {
      schema: {
        tags,
        summary:
          'A visitor signs up at the last step of a non-premium agent: a trial account that keeps their report',
        body: careerGpsSignupSchema,
        response: { 200: careerGpsSignupResultSchema, 400: careerGpsSignupRefusalSchema },
      },
    },
    async (request) => registerCareerGps(request.body, metaOf(request)),
  );
  app.post(
    '/agents/feedback/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Rate a report (1 to 5 stars) with a comment',
        body: agentFeedbackSchema,
        response: { 200: agentFeedbackResultSchema },
      },
    },
    async (request) => agents.feedback(request.user!, request.body),
  );
  app.get(
    '/agents/reports/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "Agent reports: the user's own (staff: anyone's, by user_id or created_by)",
        querystring: agentReportsQuery,
        response: { 200: pageSchema(agentReportListItemSchema) },
      },
    },
    async (request) => agents.reports(request.user!, request.query),
  );
  app.get(
    '/agents/report/slug/:slug/',
    {
      ...optional,
      schema: {
        tags,
        summary: 'A report by slug: public; the log for staff only',
        params: slugParams,
        response: { 200: agentReportSchema },
      },
    },
    async (request, reply) => {
      if (request.user) return agents.report(request.user, request.params.slug);
      // A visitor's answer is the same for everyone: its JSON is made once while it is cached.
      const json = await agents.publicReportJson(request.params.slug);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
  app.get(
    '/agents/report/slug/:slug/pdf/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'A report as a PDF document: its owner and staff only',
        params: slugParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const report = await agents.reportForDownload(request.user!, request.params.slug);
      const site = siteOf(request);
      const bytes = await renderReportPdf(report, site.brandName, site.baseUrl.replace(/\/$/, ''));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${report.slug}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );
  app.post(
    '/recommendation-package/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Staff: mail a member up to 5 people, circles, resources and CareerGPS reports',
        params: idParams,
        body: recommendationPackageSchema,
        response: { 200: recommendationPackageResultSchema },
      },
    },
    async (request) => sendPackage(request.user!, request.params.id, request.body, siteOf(request)),
  );
  app.patch(
    '/agents/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Staff: edit an agent without a deploy',
        params: idParams,
        body: agentPatchSchema,
        response: { 200: agentDetailSchema },
      },
    },
    async (request) => agents.updateAgent(request.user!, request.params.id, request.body),
  );
  app.patch(
    '/agents/steps/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: "Staff: edit a step's texts and its user prompt",
        params: idParams,
        body: agentStepPatchSchema,
        response: { 200: agentStepSchema },
      },
    },
    async (request) => agents.updateStep(request.user!, request.params.id, request.body),
  );
};
