import { CATALOG_MESSAGES as M, CONTENT_THUMBNAIL_MIME_TYPES, slugify } from '@careerhub/shared';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { FileFacts } from './usecases.repository.js';

export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** A slug from a title, unique in its table (a random tail when taken). */
export async function uniqueSlug(title: string, isTaken: (slug: string) => Promise<boolean>) {
  const base = (slugify(title) || 'item').slice(0, 80).replace(/-+$/, '') || 'item';
  if (!(await isTaken(base))) return base;
  for (;;) {
    const slug = `${base}-${randomBytes(4).toString('hex')}`;
    if (!(await isTaken(slug))) return slug;
  }
}

export type FileRule = 'image' | 'pdf' | 'logo';

/**
 * An upload attached to a use case or AI tool: the user's own (or already on the item), of the
 * kind the field takes. The uploads module sniffed each file's bytes when it was stored.
 */
export function checkFile(
  field: string,
  fileId: number,
  rule: FileRule,
  found: Map<number, FileFacts>,
  user: UserRow,
  attached: Array<number | null>,
) {
  const f = found.get(fileId);
  if (!f) throw fieldError(field, M.fileNotFound);
  if (f.ownerId !== user.id && !attached.includes(fileId)) throw fieldError(field, M.fileNotOwned);
  if (rule === 'pdf') {
    if (f.mimeType !== 'application/pdf') throw fieldError(field, M.pdfOnly);
    return;
  }
  if (!(CONTENT_THUMBNAIL_MIME_TYPES as readonly string[]).includes(f.mimeType))
    throw fieldError(field, M.imageOnly);
  if (rule === 'logo' && f.sizeBytes >= 5 * 1024 * 1024) throw fieldError(field, M.logoTooLarge);
}

/** Empty strings of optional URLs are stored as null. */
export const urlOrNull = (v: string | null | undefined) => (v ? v : null);
