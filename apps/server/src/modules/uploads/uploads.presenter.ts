import { z } from 'zod';
import type { UploadedFileRow } from './uploads.repository.js';

/** Uploaded file (spec section 3: id, file, mime_type) plus the name and description shown with it. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  file: z.string(),
  mime_type: z.string(),
  name: z.string(),
  description: z.string(),
});

export function presentUploadedFile(
  row: UploadedFileRow,
  url: (key: string) => string,
): z.infer<typeof uploadedFileSchema> {
  return {
    id: row.id,
    file: url(row.storageKey),
    mime_type: row.mimeType,
    name: row.originalName,
    description: row.description,
  };
}
