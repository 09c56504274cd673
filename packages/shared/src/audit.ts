import { z } from 'zod';
import { paginationQuery } from './api.js';
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
