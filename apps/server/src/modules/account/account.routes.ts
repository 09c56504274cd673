import { Readable } from 'node:stream';
import { accountDeletionSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { writeZip } from '../../http/zip.js';
import type { AccountService } from './account.service.js';

const tags = ['account'];
const secured = [{ bearerAuth: [] }];

/**
 * The signed-in member's data rights: GET /account/export/ (JSON), GET /account/export/archive/
 * (zip: data.json and their files), DELETE /account/ (password confirmed).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; guards: AuthGuards }> = async (
  app,
  { account, guards },
) => {
  app.get(
    '/account/export/',
    {
      preHandler: guards.authenticate,
      schema: { tags, security: secured, summary: 'A copy of my data (JSON)' },
    },
    async (request, reply) => {
      const data = await account.exportData(request.user!.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="careerhub-data-${day}.json"`)
        .send(data);
    },
  );

  app.get(
    '/account/export/archive/',
    {
      preHandler: guards.authenticate,
      schema: { tags, security: secured, summary: 'A copy of my data and my files (zip)' },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="careerhub-data-${day}.zip"`)
        .send(Readable.from(writeZip(account.exportArchive(request.user!.id))));
    },
  );

  app.delete(
    '/account/',
    {
      preHandler: guards.authenticate,
      schema: { tags, security: secured, summary: 'Delete my account', body: accountDeletionSchema },
    },
    async (request, reply) => {
      const user = request.user!;
      await account.deleteAccount(user.id, request.body.password, user.passwordHash);
      return reply.status(204).send();
    },
  );
};
