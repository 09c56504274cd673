import { z } from 'zod';
import { pageSchema, paginationQuery } from './api.js';
import { VALIDATION } from './messages.js';

/** GET /audit-log/ and /audit-log/export/: a group (its organization's entries too), a page. */
export const auditLogQuery = paginationQuery(25).extend({
  group_id: z.coerce
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .positive({ error: VALIDATION.invalidValue })
    .max(2_147_483_647, { error: VALIDATION.invalidValue })
    .optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export const AUDIT_MESSAGES = {
  forbidden: 'Only staff and group administrators can read the audit log.',
} as const;

/** One entry of GET /audit-log/: who (and in which role) did what to what, in which group, when. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  actor_role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().nullable(),
  group_id: z.number().nullable(),
  organization_id: z.number().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pageSchema(auditEntrySchema);
