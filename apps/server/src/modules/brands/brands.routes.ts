import { optionsConfigSchema } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendVary } from '../../http/vary.js';
import type { BrandsService } from './brands.service.js';

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  app.get(
    '/options-config/',
    {
      schema: {
        tags: ['brands'],
        summary: 'App configuration (options and UI settings) for the requesting host',
        response: { 200: optionsConfigSchema },
      },
    },
    async (request, reply) => {
      const body = await brands.optionsConfigJson(request.hostname);
      // Already serialised and cached per host: sent as text, the schema documents its shape.
      return appendVary(reply.header('cache-control', 'public, max-age=60'), 'Host')
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(body as never);
    },
  );
};
