import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from './constants.js';
import { MAX_PAGE } from './input.js';
import { VALIDATION } from './messages.js';

/** The one error body every failure uses (spec section 8). */
export const errorBodySchema = z.object({
  message: z.string(),
  non_field_errors: z.array(z.string()),
  field_errors: z.record(z.string(), z.array(z.string())),
  detail: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}
export type Page<T> = { data: T[]; pagination: Pagination };

/** page / page_size query parameters shared by every list endpoint. */
export function paginationQuery(defaultSize: number = PAGE_SIZES.default) {
  return z.object({
    page: z.coerce
      .number({ error: VALIDATION.expectedInteger })
      .int({ error: VALIDATION.expectedInteger })
      .min(1, { error: VALIDATION.invalidValue })
      .max(MAX_PAGE, { error: VALIDATION.invalidValue })
      .default(1),
    page_size: z.coerce
      .number({ error: VALIDATION.expectedInteger })
      .int({ error: VALIDATION.expectedInteger })
      .min(1, { error: VALIDATION.invalidValue })
      .max(MAX_PAGE_SIZE, { error: VALIDATION.invalidValue })
      .default(defaultSize),
  });
}

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), ms: z.number() })),
});
