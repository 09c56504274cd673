import { api } from '../../lib/api';

export interface UploadedFile {
  id: number;
  file: string;
  mime_type: string;
  name: string;
}

/** POST /file-upload/ (multipart "files"): stores the files and answers their ids for a content item. */
export async function uploadContentFiles(files: File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const answer = await api.post<{ data: UploadedFile[] }>('/file-upload/', form, { silent: true });
  return answer.data;
}
