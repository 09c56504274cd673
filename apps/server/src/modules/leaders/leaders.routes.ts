import {
  LEADERS_MESSAGES as M,
  certificationApplySchema,
  certificationQueuePageSchema,
  certificationQueueQuery,
  certificationReviewSchema,
  certificationReviewedSchema,
  certificationStateSchema,
  certificationSubmittedSchema,
  circleLeaderPageSchema,
  idParams,
  influentialOrgPageSchema,
  influentialOrgsQuery,
  influentialPeopleQuery,
  influentialPersonPageSchema,
  leaderListQuery,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import type { CertificationService } from './certification.service.js';
import type { createDirectoriesService } from './directories.service.js';

const secured = [{ bearerAuth: [] }];
const tags = ['leaders'];

/** Runs before the body is validated: a caller without the right gets 403, never a 400 about input. */
const staffOnly = async (request: FastifyRequest) => {
  if (!request.user?.isStaff) throw forbidden(M.staffOnly);
};
const registeredOnly = async (request: FastifyRequest) => {
  if (request.user?.isTrialUser) throw forbidden();
};

/**
 * The directories (GET leader-certifications/, influential-people/, influential-organizations/)
 * and leadership certification (GET and POST certification-application/, the staff queue
 * certification-applications/ and its review call).
 */
export const leadersRoutes: FastifyPluginAsyncZod<{
  directories: ReturnType<typeof createDirectoriesService>;
  certification: CertificationService;
  guards: AuthGuards;
}> = async (app, { directories, certification, guards }) => {
  const signedIn = { preHandler: guards.authenticate };

  app.get(
    '/leader-certifications/',
    {
      ...signedIn,
      schema: {
        tags,
        security: secured,
        summary: 'Certified circle leaders (9 a page)',
        querystring: leaderListQuery,
        response: { 200: circleLeaderPageSchema },
      },
    },
    async (request) => directories.leaders(request.query),
  );

  app.get(
    '/influential-people/',
    {
      ...signedIn,
      schema: {
        tags,
        security: secured,
        summary: 'Highly influential people (16 a request)',
        querystring: influentialPeopleQuery,
        response: { 200: influentialPersonPageSchema },
      },
    },
    async (request) => directories.people(request.query),
  );

  app.get(
    '/influential-organizations/',
    {
      ...signedIn,
      schema: {
        tags,
        security: secured,
        summary: 'Highly influential organizations (16 a page)',
        querystring: influentialOrgsQuery,
        response: { 200: influentialOrgPageSchema },
      },
    },
    async (request) => directories.organizations(request.query),
  );

  app.get(
    '/certification-application/',
    {
      ...signedIn,
      preValidation: registeredOnly,
      schema: {
        tags,
        security: secured,
        summary: 'The certification questions, my standing and my latest application',
        response: { 200: certificationStateSchema },
      },
    },
    async (request) => certification.state(request.user!),
  );

  app.post(
    '/certification-application/',
    {
      ...signedIn,
      preValidation: registeredOnly,
      schema: {
        tags,
        security: secured,
        summary: 'Apply for leadership certification',
        body: certificationApplySchema,
        response: { 201: certificationSubmittedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await certification.apply(request.user!, request.body)),
  );

  app.get(
    '/certification-applications/',
    {
      ...signedIn,
      preValidation: staffOnly,
      schema: {
        tags,
        security: secured,
        summary: 'Leadership certification applications by status (staff)',
        querystring: certificationQueueQuery,
        response: { 200: certificationQueuePageSchema },
      },
    },
    async (request) => certification.queue(request.query.status, request.query.page, request.query.page_size),
  );

  app.post(
    '/certification-applications/:id/review/',
    {
      ...signedIn,
      preValidation: staffOnly,
      schema: {
        tags,
        security: secured,
        summary: 'Certify at a level (1 Basic, 2 Intermediate, 3 Advanced) or reject with a note (staff)',
        params: idParams,
        body: certificationReviewSchema,
        response: { 200: certificationReviewedSchema },
      },
    },
    async (request) => certification.review(request.user!, request.params.id, request.body),
  );
};
