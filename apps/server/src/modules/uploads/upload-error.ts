import type { ErrorBody } from '@careerhub/shared';
import { AppError } from '../../http/errors.js';

export interface RefusedFile {
  field: string;
  name: string;
  message: string;
}

/**
 * A refused upload. The body is the usual error body plus `error`, the one line the upload
 * widget shows beside the file (spec section 7: the error is read from the response's `error`).
 */
export class UploadError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    options: { field?: string; fieldErrors?: Record<string, string[]>; detail?: string } = {},
  ) {
    const fieldErrors = options.fieldErrors ?? (options.field ? { [options.field]: [message] } : {});
    const hasFields = Object.keys(fieldErrors).length > 0;
    super(statusCode, message, {
      field_errors: fieldErrors,
      non_field_errors: hasFields ? [] : [message],
      detail: options.detail ?? message,
    });
  }

  /** One or more refused files: each under its own field, the first one as the message, names in `detail`. */
  static refused(files: RefusedFile[]): UploadError {
    return new UploadError(400, files[0]!.message, {
      fieldErrors: Object.fromEntries(files.map((f) => [f.field, [f.message]])),
      detail: files.map((f) => `${f.name}: ${f.message}`).join('\n'),
    });
  }

  override toBody(): ErrorBody & { error: string } {
    return { ...super.toBody(), error: this.message };
  }
}
