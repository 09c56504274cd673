import { LIMITS, UPLOAD_MESSAGES, VALIDATION, findNul } from '@careerhub/shared';
import type { FastifyRequest } from 'fastify';
import { UploadError } from './upload-error.js';

export interface ReceivedFile {
  fieldname: string;
  filename: string;
  declaredType: string;
  buffer: Buffer;
  /** More bytes came than the parser keeps (LIMITS.uploadBytes + 1): the file is too large. */
  isTruncated: boolean;
}

export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, unknown>;
}

/** Parser limits: one byte over the upload limit is kept so an oversized file can be told apart. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.uploadBytes + 1,
  files: LIMITS.files,
  fields: 10,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  parts: LIMITS.files + 10,
  headerPairs: 50,
} as const;

function toUploadError(err: unknown): UploadError {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new UploadError(400, UPLOAD_MESSAGES.tooManyFiles(LIMITS.files));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadError(400, UPLOAD_MESSAGES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadError(400, UPLOAD_MESSAGES.notMultipart);
    default:
      // Broken boundaries, parts cut short, a client that went away: all the same to the sender.
      return new UploadError(400, UPLOAD_MESSAGES.malformedMultipart);
  }
}

/**
 * Reads a whole multipart body: files into memory (each at most LIMITS.uploadBytes + 1 bytes,
 * at most LIMITS.files of them), fields as text or parsed JSON. Any parser failure becomes a
 * 400 in the spec's error format.
 */
export async function readMultipart(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new UploadError(400, UPLOAD_MESSAGES.notMultipart);
  const form: ReceivedForm = { files: [], fields: {} };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        form.files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          declaredType: part.mimetype,
          buffer,
          isTruncated: part.file.truncated,
        });
      } else if (part.fieldnameTruncated || part.valueTruncated) {
        throw new UploadError(400, UPLOAD_MESSAGES.fieldTooLong);
      } else if (findNul([part.fieldname, part.value]) !== null) {
        // The same rule as every JSON body: no NUL in text (PostgreSQL cannot store it).
        throw new UploadError(400, VALIDATION.nulCharacter, {
          field: part.fieldname.replaceAll('\u0000', ''),
        });
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof UploadError) throw err;
    request.log.info({ err }, 'multipart upload refused');
    throw toUploadError(err);
  }
  return form;
}
