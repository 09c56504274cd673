import { LIMITS, UPLOAD_MESSAGES, UPLOAD_TYPES, VALIDATION } from '@careerhub/shared';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../http/errors.js';
import { STORAGE_KEY, type Storage } from '../../platform/storage/index.js';
import { parseRange } from './range.js';
import { sniff, type SniffedMime } from './sniff.js';
import { UploadError, type RefusedFile } from './upload-error.js';
import type { ProfileFileSlot, UploadedFileRow, UploadsRepository } from './uploads.repository.js';

/** What a file is for: decides the accepted types and the messages. */
export type UploadKind = 'file' | ProfileFileSlot;

export interface IncomingFile {
  buffer: Buffer;
  /** The sender's file name: kept for display and downloads, never used in a path. */
  filename: string;
  /** The sender's Content-Type: recorded nowhere, the bytes decide. */
  declaredType: string;
  /** The parser stopped reading (more than LIMITS.uploadBytes came). */
  isTruncated?: boolean;
}

const DOCUMENTS: readonly SniffedMime[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
];

const RULES: Record<
  UploadKind,
  { accept: readonly string[]; tooLarge: string; format: string; failed: string }
> = {
  file: {
    accept: DOCUMENTS,
    tooLarge: VALIDATION.uploadTooLarge,
    format: UPLOAD_MESSAGES.fileFormat,
    failed: UPLOAD_MESSAGES.couldNotUploadFile,
  },
  picture: {
    accept: UPLOAD_TYPES.image,
    tooLarge: VALIDATION.uploadTooLarge,
    format: UPLOAD_MESSAGES.pictureFormat,
    failed: UPLOAD_MESSAGES.couldNotUploadPicture,
  },
  video: {
    accept: UPLOAD_TYPES.video,
    tooLarge: VALIDATION.uploadTooLarge,
    format: UPLOAD_MESSAGES.videoFormat,
    failed: UPLOAD_MESSAGES.couldNotUploadVideo,
  },
  resume: {
    accept: UPLOAD_TYPES.resume,
    tooLarge: VALIDATION.resumeTooLarge,
    format: VALIDATION.resumeFormat,
    failed: UPLOAD_MESSAGES.couldNotUploadResume,
  },
};

/** ENOSPC (disk full), EDQUOT (quota), EFBIG (file too large for the file system). */
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
export function isOutOfSpace(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && OUT_OF_SPACE.has(code);
}

/** The sender's name without folders or control characters, at most 255 characters. */
export function displayName(filename: string, ext: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return base || `upload.${ext}`;
}

/** Why the bytes are refused for this kind, or what they are. */
export async function checkUpload(
  file: IncomingFile,
  kind: UploadKind,
): Promise<{ ok: true; mime: string; ext: string } | { ok: false; message: string }> {
  const rules = RULES[kind];
  if (file.isTruncated || file.buffer.length > LIMITS.uploadBytes)
    return { ok: false, message: rules.tooLarge };
  const found = await sniff(file.buffer);
  if (!found.ok) {
    switch (found.reason) {
      case 'empty':
        return { ok: false, message: UPLOAD_MESSAGES.emptyFile };
      case 'executable':
        return { ok: false, message: UPLOAD_MESSAGES.executable };
      case 'truncated-pdf':
        return {
          ok: false,
          message: rules.accept.includes('application/pdf') ? UPLOAD_MESSAGES.truncatedPdf : rules.format,
        };
      default:
        return { ok: false, message: rules.format };
    }
  }
  if (!rules.accept.includes(found.mime)) return { ok: false, message: rules.format };
  return { ok: true, mime: found.mime, ext: found.ext };
}

export interface UploadsDeps {
  repo: UploadsRepository;
  storage: Storage;
  logger: Logger;
}

/** Stores checked files in the storage adapter and records them in uploaded_files. */
export function createUploadsService({ repo, storage, logger }: UploadsDeps) {
  async function accept(file: IncomingFile, kind: UploadKind, field: string) {
    const checked = await checkUpload(file, kind);
    if (!checked.ok)
      throw UploadError.refused([
        { field, name: displayName(file.filename, 'bin'), message: checked.message },
      ]);
    return checked;
  }

  async function putBytes(file: IncomingFile, kind: UploadKind, checked: { mime: string; ext: string }) {
    const key = `${randomUUID()}.${checked.ext}`;
    try {
      await storage.put(key, file.buffer, checked.mime);
    } catch (err) {
      logger.error({ err, kind, backend: storage.kind }, 'storing an upload failed');
      // The adapter removed what it wrote; a full disk or quota is said as such (507).
      if (isOutOfSpace(err)) throw new UploadError(507, UPLOAD_MESSAGES.storageFull);
      throw new AppError(503, RULES[kind].failed);
    }
    return key;
  }

  /** Removes bytes whose row is gone (or never came); a failure only leaves an unreachable object. */
  async function dropBytes(key: string | null) {
    if (!key) return;
    await storage
      .delete(key)
      .catch((err: unknown) => logger.warn({ err, key }, 'could not delete a stored upload'));
  }

  async function record<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await dropBytes(key);
      throw err;
    }
  }

  const row = (
    ownerId: number,
    file: IncomingFile,
    kind: UploadKind,
    key: string,
    checked: { mime: string; ext: string },
    description = '',
  ) => ({
    ownerId,
    kind,
    storageKey: key,
    originalName: displayName(file.filename, checked.ext),
    mimeType: checked.mime,
    sizeBytes: file.buffer.length,
    description,
  });

  return {
    checkUpload,

    /**
     * Checks one file by its bytes, stores it and records it. For other modules (resume
     * import); throws UploadError with the spec's message when the file is refused.
     */
    async storeUpload(
      ownerId: number,
      file: IncomingFile,
      kind: UploadKind,
      description = '',
      field = 'file',
    ): Promise<UploadedFileRow> {
      const checked = await accept(file, kind, field);
      const key = await putBytes(file, kind, checked);
      return record(key, () => repo.insert(row(ownerId, file, kind, key, checked, description)));
    },

    /** The generic upload: every file is checked before any is stored, so a refusal stores nothing. */
    async storeFiles(
      ownerId: number,
      files: Array<IncomingFile & { field: string; description: string }>,
    ): Promise<UploadedFileRow[]> {
      const refused: RefusedFile[] = [];
      const checked = [];
      for (const file of files) {
        const result = await checkUpload(file, 'file');
        if (!result.ok)
          refused.push({
            field: file.field,
            name: displayName(file.filename, 'bin'),
            message: result.message,
          });
        checked.push(result);
      }
      if (refused.length) throw UploadError.refused(refused);
      const stored: UploadedFileRow[] = [];
      try {
        for (const [i, file] of files.entries()) {
          const accepted = checked[i] as { mime: string; ext: string };
          const key = await putBytes(file, 'file', accepted);
          stored.push(
            await record(key, () => repo.insert(row(ownerId, file, 'file', key, accepted, file.description))),
          );
        }
      } catch (err) {
        for (const done of stored) await dropBytes(await repo.deleteById(done.id));
        throw err;
      }
      return stored;
    },

    /** Stores a picture, video or resume and points the profile at it; the file it replaces is deleted. */
    async replaceProfileFile(
      ownerId: number,
      slot: ProfileFileSlot,
      file: IncomingFile,
      field: string,
    ): Promise<UploadedFileRow> {
      const checked = await accept(file, slot, field);
      const key = await putBytes(file, slot, checked);
      const { file: created, replacedKey } = await record(key, () =>
        repo.insertIntoProfile({ ...row(ownerId, file, slot, key, checked), ownerId }, slot),
      );
      await dropBytes(replacedKey);
      return created;
    },

    /** Empties a profile slot and deletes its file; true when there was one. */
    async removeProfileFile(ownerId: number, slot: ProfileFileSlot): Promise<boolean> {
      const key = await repo.clearProfileSlot(ownerId, slot);
      await dropBytes(key);
      return key !== null;
    },

    /**
     * A stored file for /media: its record and its bytes, or the one range a Range header asks
     * for (videos seek with ranges). An unsatisfiable range is a 416 naming the size.
     */
    async openMedia(key: string, rangeHeader?: string) {
      if (!STORAGE_KEY.test(key)) throw notFound();
      const file = await repo.findByKey(key);
      if (!file) throw notFound();
      const range = parseRange(rangeHeader, file.sizeBytes);
      if (range === 'unsatisfiable') {
        throw new AppError(
          416,
          UPLOAD_MESSAGES.rangeNotSatisfiable,
          {},
          { 'content-range': `bytes */${file.sizeBytes}` },
        );
      }
      const object = await storage.get(key, range ?? undefined);
      if (!object) {
        logger.warn({ key, backend: storage.kind }, 'uploaded file has a record but no bytes');
        throw notFound();
      }
      return { file, object, range };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
