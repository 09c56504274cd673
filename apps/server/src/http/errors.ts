import { ERRORS, VALIDATION, type ErrorBody } from '@careerhub/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../platform/db/index.js';

/** Seconds a client is told to wait (Retry-After) when a dependency is briefly out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 3;

/** Builds the spec's error body: message, non_field_errors, field_errors, detail. */
export function errorBody(parts: Partial<ErrorBody> & { message: string }): ErrorBody {
  return {
    message: parts.message,
    non_field_errors: parts.non_field_errors ?? [],
    field_errors: parts.field_errors ?? {},
    detail: parts.detail ?? parts.message,
  };
}

/** A failure a service raises on purpose; the error handler turns it into the body above. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Partial<Omit<ErrorBody, 'message'>> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  toBody(): ErrorBody {
    return errorBody({ message: this.message, ...this.extra });
  }
}

export const notFound = (message: string = ERRORS.notFound) => new AppError(404, message);
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, message);
export const unauthorized = (message: string = ERRORS.notAuthenticated) => new AppError(401, message);
/** 503 in the spec's error body, with Retry-After: the same request should work a moment later. */
export const unavailable = (
  message: string = ERRORS.unavailable,
  retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS,
) =>
  new AppError(503, message, { non_field_errors: [message] }, { 'retry-after': String(retryAfterSeconds) });
export const badRequest = (message: string, fieldErrors: Record<string, string[]> = {}) =>
  new AppError(400, message, {
    field_errors: fieldErrors,
    non_field_errors: Object.keys(fieldErrors).length ? [] : [message],
  });

/** A request whose fields break the rules: "Invalid request data." with the messages per field. */
export const invalidFields = (fieldErrors: Record<string, string[]>) =>
  new AppError(400, ERRORS.invalidBody, { field_errors: fieldErrors });

/** Field errors from the zod issues that fastify-type-provider-zod attaches to a validation error. */
export function fieldErrorsFromValidation(error: FastifyError): {
  fieldErrors: Record<string, string[]>;
  nonFieldErrors: string[];
} {
  // A Map, not an object: a field named "constructor" or "__proto__" must stay just a name.
  const fieldErrors = new Map<string, string[]>();
  const nonFieldErrors: string[] = [];
  const add = (field: string, message: string) => {
    if (!field) {
      nonFieldErrors.push(message);
      return;
    }
    const list = fieldErrors.get(field) ?? [];
    list.push(message);
    fieldErrors.set(field, list);
  };
  for (const item of error.validation ?? []) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (item.params as { keys?: unknown } | undefined)?.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(field ? `${field}.${String(key)}` : String(key), VALIDATION.unknownField);
      continue;
    }
    add(field, item.message ?? VALIDATION.invalidValue);
  }
  return { fieldErrors: Object.fromEntries(fieldErrors), nonFieldErrors };
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError)
      return sendError(reply.headers(error.headers), error.statusCode, error.toBody());

    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // A path that fails its schema (an id past the column's range, an unknown kind) names nothing.
      if (error.validationContext === 'params')
        return sendError(reply, 404, errorBody({ message: ERRORS.notFound }));
      const { fieldErrors, nonFieldErrors } = fieldErrorsFromValidation(error);
      const message = error.validationContext === 'querystring' ? ERRORS.invalidQuery : ERRORS.invalidBody;
      return sendError(
        reply,
        400,
        errorBody({ message, field_errors: fieldErrors, non_field_errors: nonFieldErrors }),
      );
    }

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(
          reply,
          400,
          errorBody({ message: ERRORS.malformedJson, non_field_errors: [ERRORS.malformedJson] }),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
        const message = ERRORS.unsupportedMediaType(String(request.headers['content-type'] ?? ''));
        return sendError(reply, 400, errorBody({ message, non_field_errors: [message] }));
      }
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(
          reply,
          400,
          errorBody({ message: ERRORS.payloadTooLarge, non_field_errors: [ERRORS.payloadTooLarge] }),
        );
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return sendError(
        reply,
        400,
        errorBody({ message: ERRORS.malformedJson, non_field_errors: [ERRORS.malformedJson] }),
      );
    }

    if (isInputRejectedByDatabase(error)) {
      // The last net: schemas should have refused this value before it reached a query.
      request.log.warn({ err: error, route: request.routeOptions.url }, 'input refused by the database');
      const message = request.method === 'GET' ? ERRORS.invalidQuery : ERRORS.invalidBody;
      return sendError(reply, 400, errorBody({ message, non_field_errors: [message] }));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, errorBody({ message: ERRORS.tooManyRequests }));
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        status,
        errorBody({ message: status === 404 ? ERRORS.notFound : error.message }),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug to chase: the database is restarting or out of reach. Fail fast, say when to retry.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      const failure = unavailable();
      return sendError(reply.headers(failure.headers), 503, failure.toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, errorBody({ message: ERRORS.server }));
  });
}

/**
 * PostgreSQL errors that only a value sent by the client can cause: class 22 (data exception:
 * bad text for a type, out of range, invalid byte sequence, bad escape in LIKE), 23503 (an id the
 * client chose names no row) and 54000/54001 (program limit, e.g. a value too large to index).
 * Drivers and drizzle nest the original error in `cause`.
 */
export function isInputRejectedByDatabase(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|23503|54000|54001)$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Router-level failures (`frameworkErrors`): a path that cannot be percent-decoded, or a segment
 * longer than any id, slug or key. Either way the path names nothing: 404 in the spec's body.
 */
export function sendFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, errorBody({ message: ERRORS.notFound }));
}
