import { ERRORS, type ErrorBody } from '@careerhub/shared';

/** A failed API call: the HTTP status (null when no response came back) and the spec error body. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly body: ErrorBody;
  /** Seconds the server asked to wait (Retry-After of a 429), when it said. */
  readonly retryAfter: number | null;

  constructor(status: number | null, body: ErrorBody, message?: string, retryAfter: number | null = null) {
    super(message ?? (firstFormError(body) || ERRORS.generic));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** Retry-After in seconds (the HTTP-date form is not used by this API). */
export function parseRetryAfter(header: string | null): number | null {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

const EMPTY_BODY: ErrorBody = { message: '', non_field_errors: [], field_errors: {}, detail: '' };

/** Reads whatever the server sent into the spec's error body, tolerating missing or odd fields. */
export function parseErrorBody(raw: unknown): ErrorBody {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_BODY, field_errors: {} };
  const source = raw as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  if (typeof source.field_errors === 'object' && source.field_errors !== null) {
    for (const [field, value] of Object.entries(source.field_errors as Record<string, unknown>)) {
      const messages = toStringList(value);
      if (messages.length > 0) fieldErrors[field] = messages;
    }
  }
  return {
    message: typeof source.message === 'string' ? source.message : '',
    non_field_errors: toStringList(source.non_field_errors),
    field_errors: fieldErrors,
    detail: typeof source.detail === 'string' ? source.detail : '',
  };
}

function toStringList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** First message per field, as forms show them (spec section 5: first message only). */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.field_errors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

function firstFormError(body: ErrorBody): string {
  return body.non_field_errors[0] || body.detail || body.message;
}

/** The one line a toast shows for a failed form: non_field_errors, then detail, then message. */
export function getErrorMessage(error: unknown, fallback: string = ERRORS.generic): string {
  if (!isApiError(error)) return fallback;
  return firstFormError(error.body) || fallback;
}

/**
 * The global message for a status (spec section 8). 400 and 422 carry form errors the caller
 * shows itself, and 401 is handled by the refresh flow, so those get none.
 */
export function globalMessageFor(status: number | null): string | null {
  if (status === null) return ERRORS.noResponse;
  if (status === 400 || status === 401 || status === 422) return null;
  if (status === 403) return ERRORS.forbidden;
  if (status === 404) return ERRORS.notFound;
  if (status === 429) return ERRORS.tooManyRequests;
  if (status >= 500) return ERRORS.server;
  return ERRORS.other;
}
