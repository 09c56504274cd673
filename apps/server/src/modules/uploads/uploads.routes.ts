import multipart from '@fastify/multipart';
import { LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth.js';
import type { Storage } from '../../platform/storage/index.js';
import { MULTIPART_LIMITS, readMultipart, type ReceivedFile, type ReceivedForm } from './multipart.js';
import { UploadError } from './upload-error.js';
import { presentUploadedFile, uploadedFileSchema } from './uploads.presenter.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['uploads'];
const secured = [{ bearerAuth: [] }];
const consumes = ['multipart/form-data'];
const DESCRIPTION_MAX = 500;

/** The one file of a single-file upload, sent under any of `names`. */
function singleFile(form: ReceivedForm, names: string[]): ReceivedFile {
  const files = form.files.filter((f) => names.includes(f.fieldname));
  if (files.length === 0) throw new UploadError(400, UPLOAD_MESSAGES.fileMissing, { field: names[0]! });
  if (files.length > 1 || form.files.length > files.length)
    throw new UploadError(400, UPLOAD_MESSAGES.oneFileOnly, { field: names[0]! });
  return files[0]!;
}

/** `descriptions`: a JSON list of text, one per file (missing ones are empty). */
function parseDescriptions(value: unknown, count: number): string[] {
  if (value === undefined || value === '') return Array.from({ length: count }, () => '');
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new UploadError(400, UPLOAD_MESSAGES.descriptionsFormat, { field: 'descriptions' });
    }
  }
  if (!Array.isArray(list) || list.some((d) => typeof d !== 'string' && d !== null)) {
    throw new UploadError(400, UPLOAD_MESSAGES.descriptionsFormat, { field: 'descriptions' });
  }
  if (list.length > count)
    throw new UploadError(400, UPLOAD_MESSAGES.descriptionsFormat, { field: 'descriptions' });
  const texts = Array.from({ length: count }, (_, i) => String(list[i] ?? '').trim());
  const tooLong = texts.findIndex((d) => d.length > DESCRIPTION_MAX);
  if (tooLong >= 0)
    throw new UploadError(400, VALIDATION.tooLong(DESCRIPTION_MAX), { field: `descriptions.${tooLong}` });
  return texts;
}

/** The upload calls of spec section 7. Files are checked by their bytes in the service. */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  storage: Storage;
  guards: AuthGuards;
}> = async (app, { uploads, storage, guards }) => {
  // Only this plugin's routes parse multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const url = (key: string) => storage.publicUrl(key);

  app.post(
    '/file-upload/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        consumes,
        summary: `Upload up to ${LIMITS.files} files (multipart "files", "descriptions" as a JSON list)`,
        response: { 201: z.object({ data: z.array(uploadedFileSchema) }) },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request);
      const files = form.files;
      if (files.length === 0) throw new UploadError(400, UPLOAD_MESSAGES.fileMissing, { field: 'files' });
      const descriptions = parseDescriptions(form.fields.descriptions, files.length);
      const stored = await uploads.storeFiles(
        request.user!.id,
        files.map((f, i) => ({ ...f, field: `files.${i}`, description: descriptions[i]! })),
      );
      return reply.status(201).send({ data: stored.map((row) => presentUploadedFile(row, url)) });
    },
  );

  app.post(
    '/upload-video/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        consumes,
        summary: 'Upload my profile video (multipart "file", MP4 or MPEG)',
        response: { 200: z.object({ message: z.string(), id: z.number().int(), video: z.string() }) },
      },
    },
    async (request) => {
      const file = singleFile(await readMultipart(request), ['file', 'video']);
      const row = await uploads.replaceProfileFile(request.user!.id, 'video', file, file.fieldname);
      return { message: UPLOAD_MESSAGES.videoUploaded, id: row.id, video: url(row.storageKey) };
    },
  );

  const pictureSchema = {
    tags,
    security: secured,
    consumes,
    summary: 'Upload my profile picture (multipart "picture" or "file", JPEG or PNG)',
    response: { 200: z.object({ message: z.string(), id: z.number().int(), picture: z.string() }) },
  };
  const uploadPicture = async (request: Parameters<typeof readMultipart>[0]) => {
    const file = singleFile(await readMultipart(request), ['picture', 'file']);
    const row = await uploads.replaceProfileFile(request.user!.id, 'picture', file, file.fieldname);
    return { message: UPLOAD_MESSAGES.pictureUploaded, id: row.id, picture: url(row.storageKey) };
  };
  app.post(
    '/upload-profile_picture/',
    { preHandler: guards.authenticate, schema: pictureSchema },
    uploadPicture,
  );
  app.patch('/profiles/me/', { preHandler: guards.authenticate, schema: pictureSchema }, uploadPicture);

  app.delete(
    '/profiles/me/delete-picture/',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: secured,
        summary: 'Remove my profile picture',
        response: { 200: z.object({ message: z.string(), picture: z.null() }) },
      },
    },
    async (request) => {
      await uploads.removeProfileFile(request.user!.id, 'picture');
      return { message: UPLOAD_MESSAGES.pictureRemoved, picture: null };
    },
  );
};
