import {
  applicantRecommendationsQuery,
  idParams,
  jobApplicantStatusSchema,
  jobApplicationsQuery,
  jobApplySchema,
  jobExportQuery,
  jobFormSchema,
  jobListQuery,
  jobPatchSchema,
  jobRecommendationsQuery,
  applicantStatusResultSchema,
  jobApplicantSchema,
  jobApplyResultSchema,
  jobMessageSchema,
  jobResultSchema,
  jobSchema,
  jobWrittenSchema,
  pageSchema,
  recommendedApplicantSchema,
  recommendedJobSchema,
  slugParam,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { JobsModule } from './jobs.module.js';

const tags = ['jobs'];
const secured = [{ bearerAuth: [] }];
const jobIdParams = idParams;

/** Jobs, applying, applicants and recommendations (spec section 7, Jobs). */
export const jobsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  mod: JobsModule;
  guards: AuthGuards;
}> = async (app, { ctx, mod, guards }) => {
  const { jobs, applications, recommendations } = mod;
  const site = (request: Parameters<typeof requestMeta>[1]) => requestMeta(ctx, request).site;
  const auth = { preHandler: guards.authenticate };

  app.get(
    '/jobs/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'Job board (9 a page) or a group’s jobs (group_id, 12 a page)',
        querystring: jobListQuery,
        response: { 200: pageSchema(jobSchema) },
      },
    },
    async (request) => jobs.list(request.user, request.query),
  );
  app.post(
    '/jobs/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Create a job (Save as Draft: pending; Publish: approved)',
        body: jobFormSchema,
        response: { 201: jobWrittenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await jobs.create(request.user!, request.body)),
  );
  app.get(
    '/jobs/slug/:slug/',
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'A job by slug',
        params: z.object({ slug: slugParam(200) }),
        response: { 200: jobResultSchema },
      },
    },
    async (request) => jobs.getBySlug(request.user, request.params.slug),
  );
  app.get(
    '/jobs/:id/',
    {
      preHandler: guards.optionalAuth,
      schema: { tags, summary: 'A job by id', params: jobIdParams, response: { 200: jobResultSchema } },
    },
    async (request) => jobs.get(request.user, request.params.id),
  );
  app.patch(
    '/jobs/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Update a job or its questions (administrators)',
        params: jobIdParams,
        body: jobPatchSchema,
        response: { 200: jobWrittenSchema },
      },
    },
    async (request) => jobs.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/jobs/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Delete a job (administrators)',
        params: jobIdParams,
        response: { 200: jobMessageSchema },
      },
    },
    async (request) => jobs.remove(request.user!, request.params.id),
  );
  app.post(
    '/jobs/:id/apply/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Apply with the profile resume (or an uploaded resume id) and answers',
        params: jobIdParams,
        body: jobApplySchema.optional(),
        response: { 200: jobApplyResultSchema, 201: jobApplyResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applications.apply(request.user, request.params.id, request.body ?? {}, site(request))),
  );
  app.post(
    '/jobs/:id/unapply/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Withdraw a pending application',
        params: jobIdParams,
        response: { 200: jobApplyResultSchema },
      },
    },
    async (request) => applications.unapply(request.user!, request.params.id),
  );
  app.post(
    '/jobs/:id/status/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Accept or reject a pending applicant',
        params: jobIdParams,
        body: jobApplicantStatusSchema,
        response: { 200: applicantStatusResultSchema },
      },
    },
    async (request) => applications.setStatus(request.user!, request.params.id, request.body, site(request)),
  );
  app.get(
    '/jobs/:id/applications/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Applicants (12 a page)',
        params: jobIdParams,
        querystring: jobApplicationsQuery,
        response: { 200: pageSchema(jobApplicantSchema) },
      },
    },
    async (request) => applications.applications(request.user!, request.params.id, request.query),
  );
  app.get(
    '/jobs/:id/export-job-membership/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Applicants as CSV (streamed)',
        params: jobIdParams,
        querystring: jobExportQuery,
      },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        await applications.exportApplicants(request.user!, request.params.id, request.query.status),
      );
    },
  );
  app.get(
    '/applicant-recommendations/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'People who fit a job (Find Talents), with the reason',
        querystring: applicantRecommendationsQuery,
        response: { 200: z.object({ data: z.array(recommendedApplicantSchema) }) },
      },
    },
    async (request) => recommendations.applicantsFor(request.user!, request.query),
  );
  app.get(
    '/job-recommendations/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Jobs for the signed-in user, with the reason',
        querystring: jobRecommendationsQuery,
        response: { 200: z.object({ data: z.array(recommendedJobSchema) }) },
      },
    },
    async (request) => recommendations.jobsFor(request.user!, request.query.page_size),
  );
};
