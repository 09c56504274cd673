import { ERRORS } from '@careerhub/shared';
import { API_BASE, ApiError, api, tokens } from '../../lib/api';
import { parseErrorBody } from '../../lib/api/errors';

export interface UploadRequest {
  path: string;
  form: FormData;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function sendOnce<T>({
  path,
  form,
  onProgress,
  signal,
}: UploadRequest): Promise<{ status: number; body: T | unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokens.getAccess();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: the status decides the message
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(null, parseErrorBody(null), ERRORS.noResponse));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart upload that reports progress (fetch cannot), with the bearer token. A 401 is sent
 * through the API client once so the shared token refresh runs, then the upload is retried.
 */
export async function uploadWithProgress<T>(request: UploadRequest): Promise<T> {
  let result = await sendOnce<T>(request);
  if (result.status === 401) {
    await api.get('/identity/', { silent: true }).catch(() => undefined);
    result = await sendOnce<T>(request);
  }
  if (result.status >= 200 && result.status < 300) {
    request.onProgress?.(100);
    return result.body as T;
  }
  const body = parseErrorBody(result.body);
  // Upload refusals carry the line to show beside the file in `error` (spec section 7).
  const raw = result.body as { error?: unknown } | null;
  const message = typeof raw?.error === 'string' && raw.error ? raw.error : body.message || body.detail;
  throw new ApiError(result.status, body, message || ERRORS.other);
}
