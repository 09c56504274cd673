import multipart from '@fastify/multipart';
import {
  fieldsToUpdateSchema,
  importChoiceSchema,
  linkedinImportSchema,
  profileImportPreviewSchema,
  UPLOAD_MESSAGES,
  VALIDATION,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../http/errors.js';
import type { AuthGuards } from '../../../http/auth.js';
import { MULTIPART_LIMITS, readMultipart, type ReceivedForm } from '../../uploads/multipart.js';
import { UploadError } from '../../uploads/upload-error.js';
import { resolveFields, type ProfileImportService } from './import.service.js';

const tags = ['profiles'];
const secured = [{ bearerAuth: [] }];
const scheduled = z.object({ message: z.string() });

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** The text fields of the resume form: update_profile, fields_to_update (JSON list or all), user_id. */
function resumeFields(form: ReceivedForm) {
  const raw = form.fields;
  const update = String(raw.update_profile ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0', ''].includes(update))
    throw fieldError('update_profile', VALIDATION.invalidValue);
  let userId: number | undefined;
  if (raw.user_id !== undefined && raw.user_id !== '') {
    userId = Number(raw.user_id);
    if (!Number.isInteger(userId) || userId <= 0) throw fieldError('user_id', VALIDATION.expectedInteger);
  }
  let fields: unknown = raw.fields_to_update ?? 'all';
  if (typeof fields === 'string' && fields.trim().startsWith('[')) {
    try {
      fields = JSON.parse(fields);
    } catch {
      throw fieldError('fields_to_update', VALIDATION.invalidValue);
    }
  }
  const parsed = fieldsToUpdateSchema.safeParse(typeof fields === 'string' ? fields.trim() : fields);
  if (!parsed.success) throw fieldError('fields_to_update', VALIDATION.invalidValue);
  return {
    isUpdate: update === 'true' || update === '1',
    userId,
    fields: resolveFields(parsed.data),
    choice: readChoice(raw.choice),
  };
}

/** `choice`: the entries and names kept in the preview, as JSON (see importChoiceSchema). */
function readChoice(raw: unknown) {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw fieldError('choice', VALIDATION.invalidValue);
  }
  const parsed = importChoiceSchema.safeParse(value);
  if (!parsed.success) throw fieldError('choice', VALIDATION.invalidValue);
  return parsed.data;
}

/**
 * POST /upload-resume/ and /update-profile-linkedin/ (spec section 7). Without update_profile (or
 * fields_to_update for LinkedIn) they preview the sections; with it the chosen sections are imported
 * by a background job and the answer is "The information will be updated in a few seconds.".
 */
export const profileImportRoutes: FastifyPluginAsyncZod<{
  service: ProfileImportService;
  guards: AuthGuards;
}> = async (app, { service, guards }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/upload-resume/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        consumes: ['multipart/form-data'],
        summary:
          'Resume import: multipart "file" (PDF); update_profile=false previews the sections, true imports fields_to_update (JSON list or all) and, in "choice" (JSON), the entries and names kept in the preview; staff may send user_id',
        response: { 200: profileImportPreviewSchema, 202: scheduled },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request);
      const { isUpdate, userId, fields, choice } = resumeFields(form);
      const files = form.files.filter((f) => f.fieldname === 'file' || f.fieldname === 'resume');
      if (files.length > 1 || form.files.length > files.length)
        throw new UploadError(400, UPLOAD_MESSAGES.oneFileOnly, { field: 'file' });
      const file = files[0];
      if (!isUpdate) {
        if (!file) throw new UploadError(400, VALIDATION.resumeMissing, { field: 'file' });
        return reply.status(200).send(await service.previewResume(request.user!, file, userId));
      }
      return reply.status(202).send(await service.importResume(request.user!, fields, file, userId, choice));
    },
  );

  app.post(
    '/update-profile-linkedin/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary:
          'LinkedIn import: without fields_to_update previews the sections, with it imports them; staff may send user_id',
        body: linkedinImportSchema,
        response: { 200: profileImportPreviewSchema, 202: scheduled },
      },
    },
    async (request, reply) => {
      const { url, fields_to_update, user_id, choice } = request.body;
      if (!fields_to_update)
        return reply.status(200).send(await service.previewLinkedin(request.user!, url, user_id));
      return reply
        .status(202)
        .send(
          await service.importLinkedin(request.user!, url, resolveFields(fields_to_update), user_id, choice),
        );
    },
  );
};
