import {
  SETTINGS_MESSAGES,
  brandSettingsSavedSchema,
  brandSettingsSchema,
  brandSettingsStateSchema,
  optionKeyParams,
  optionSavedSchema,
  optionUpdateSchema,
} from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import type { BrandSettingsService } from './brand-settings.service.js';
import { brandsPolicy } from './brands.policy.js';

const tags = ['brands'];
const secured = [{ bearerAuth: [] }];

/** Runs before the body is validated: a caller without the right gets 403, never a 400 about input. */
const staffOnly = async (request: FastifyRequest) => {
  if (!request.user || !brandsPolicy.canEditSettings(request.user))
    throw forbidden(SETTINGS_MESSAGES.staffOnly);
};

/**
 * Staff settings (issue 23 item 6): the brand settings of the requesting host (GET, PUT
 * brand-settings/) and one option of the app configuration (PUT options-config/{key}/, DELETE to
 * reset it). A saved
 * change is in the next options-config answer and page of every instance.
 */
export const brandSettingsRoutes: FastifyPluginAsyncZod<{
  settings: BrandSettingsService;
  guards: AuthGuards;
}> = async (app, { settings, guards }) => {
  const staff = { preHandler: guards.authenticate, preValidation: staffOnly };

  app.get(
    '/brand-settings/',
    {
      ...staff,
      schema: {
        tags,
        security: secured,
        summary: "The requesting host's brand settings: in force, the brands file's, who saved last (staff)",
        response: { 200: brandSettingsStateSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(settings.state(request.user!, request.hostname)),
  );

  app.put(
    '/brand-settings/',
    {
      ...staff,
      schema: {
        tags,
        security: secured,
        summary: "Saves the requesting host's brand settings, applied at once on every instance (staff)",
        body: brandSettingsSchema,
        response: { 200: brandSettingsSavedSchema },
      },
    },
    async (request) => settings.save(request.user!, request.hostname, request.body),
  );

  app.put(
    '/options-config/:key/',
    {
      ...staff,
      schema: {
        tags,
        security: secured,
        summary: 'Replaces one option (list, map or form) of the app configuration (staff)',
        params: optionKeyParams,
        body: optionUpdateSchema,
        response: { 200: optionSavedSchema },
      },
    },
    async (request) => settings.updateOption(request.user!, request.params.key, request.body.value),
  );

  app.delete(
    '/options-config/:key/',
    {
      ...staff,
      schema: {
        tags,
        security: secured,
        summary: 'Puts one option back to the values the platform was installed with (staff)',
        params: optionKeyParams,
        response: { 200: optionSavedSchema },
      },
    },
    async (request) => settings.resetOption(request.user!, request.params.key),
  );
};
