import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api';
import { uploadWithProgress } from '../upload';
import type { UploadState } from './FileUploadItem';

let nextKey = 1;

/**
 * Uploads files one request each, keeping a per-file state for the list (progress, then uploaded
 * or the server's error beside the file). `check` refuses a file before sending it.
 */
export function useUploads<T>(options: {
  path: string;
  toForm: (file: File) => FormData;
  check?: (file: File) => string | null;
  onUploaded?: (result: T, file: File) => { id?: number; url?: string } | void;
  failureMessage: string;
}) {
  const [items, setItems] = useState<UploadState[]>([]);
  const update = (key: string, next: UploadState) =>
    setItems((list) => list.map((i) => (i.key === key ? next : i)));

  async function uploadOne(file: File) {
    const key = String(nextKey++);
    const refusal = options.check?.(file);
    if (refusal) {
      setItems((list) => [...list, { key, name: file.name, status: 'failed', error: refusal }]);
      return;
    }
    setItems((list) => [...list, { key, name: file.name, status: 'uploading', percent: 0 }]);
    try {
      const result = await uploadWithProgress<T>({
        path: options.path,
        form: options.toForm(file),
        onProgress: (percent) => update(key, { key, name: file.name, status: 'uploading', percent }),
      });
      update(key, {
        key,
        name: file.name,
        status: 'uploaded',
        ...(options.onUploaded?.(result, file) ?? {}),
      });
    } catch (error) {
      update(key, {
        key,
        name: file.name,
        status: 'failed',
        error:
          error instanceof Error && error.message
            ? error.message
            : getErrorMessage(error, options.failureMessage),
      });
    }
  }

  return {
    items,
    upload: (files: FileList | File[] | null) => Promise.all(Array.from(files ?? []).map(uploadOne)),
    busy: items.some((i) => i.status === 'uploading'),
  };
}
