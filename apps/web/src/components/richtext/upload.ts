import { uploadWithProgress } from '../../features/profile/upload';

export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  mimeType: string;
}

export type UploadFile = (file: File, onProgress?: (percent: number) => void) => Promise<UploadedFile>;

/** Stores one file through the uploads API (`POST /file-upload/`), as the profile's documents do. */
export const uploadRichTextFile: UploadFile = async (file, onProgress) => {
  const form = new FormData();
  form.append('files', file);
  form.append('descriptions', JSON.stringify(['']));
  const result = await uploadWithProgress<{
    data: Array<{ id: number; file: string; mime_type: string; name: string }>;
  }>({ path: '/file-upload/', form, ...(onProgress ? { onProgress } : {}) });
  const stored = result.data[0];
  if (!stored) throw new Error('No file stored');
  return { id: stored.id, url: stored.file, name: stored.name || file.name, mimeType: stored.mime_type };
};
