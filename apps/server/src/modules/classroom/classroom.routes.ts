import {
  classroomCallbackResultSchema,
  classroomCallbackSchema,
  classroomConnectSchema,
  classroomCoursesSchema,
  classroomMessageSchema,
  classroomStatusSchema,
  classroomSyncResultSchema,
  classroomSyncSchema,
  classroomSyncsSchema,
  idParams,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import type { AuthGuards } from '../../http/auth.js';
import { requestMeta } from '../auth/auth.routes.js';
import type { ClassroomService } from './classroom.service.js';

const tags = ['classroom'];
const security = [{ bearerAuth: [] }];
const groupParams = idParams;

/**
 * Google Classroom (spec: "Classroom: sync members by role"): connect a Google account, list the
 * courses it teaches, sync a course's students or teachers into a group. Paths not shown in the
 * spec; see docs/decisions/0010-google-classroom-sync.md.
 */
export const classroomRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  classroom: ClassroomService;
  guards: AuthGuards;
}> = async (app, { ctx, classroom, guards }) => {
  const auth = { preHandler: guards.authenticate };
  const site = (request: Parameters<typeof requestMeta>[1]) => requestMeta(ctx, request).site;

  app.get(
    '/classroom/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Whether Google Classroom is on here and the account is connected',
        response: { 200: classroomStatusSchema },
      },
    },
    async (request) => classroom.status(request.user!),
  );
  app.delete(
    '/classroom/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Disconnect the Google account',
        response: { 200: classroomMessageSchema },
      },
    },
    async (request) => classroom.disconnect(request.user!),
  );
  app.post(
    '/classroom/callback/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Finish connecting: the code and state Google sent back',
        body: classroomCallbackSchema,
        response: { 200: classroomCallbackResultSchema },
      },
    },
    async (request) => classroom.callback(request.user!, request.body, site(request)),
  );
  app.post(
    '/groups/:id/classroom/connect/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Start connecting: Google's consent address",
        params: groupParams,
        response: { 200: classroomConnectSchema },
      },
    },
    async (request) => classroom.connect(request.user!, request.params.id, site(request)),
  );
  app.get(
    '/groups/:id/classroom/courses/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Active courses the connected account teaches',
        params: groupParams,
        response: { 200: classroomCoursesSchema },
      },
    },
    async (request) => classroom.courses(request.user!, request.params.id),
  );
  app.get(
    '/groups/:id/classroom/syncs/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The last roster syncs into this group',
        params: groupParams,
        response: { 200: classroomSyncsSchema },
      },
    },
    async (request) => classroom.syncs(request.user!, request.params.id),
  );
  app.post(
    '/groups/:id/classroom/sync-users/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Add a course's students or teachers to the group",
        params: groupParams,
        body: classroomSyncSchema,
        response: { 200: classroomSyncResultSchema },
      },
    },
    async (request) => classroom.syncUsers(request.user!, request.params.id, request.body, site(request)),
  );
};
