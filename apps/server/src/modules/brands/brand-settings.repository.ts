import { eq, sql } from 'drizzle-orm';
import { brandSettings, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { withAudit, type AuditEntry } from '../audit/audit.js';

export interface StoredBrandSettings {
  brandKey: string;
  settings: unknown;
  updatedAt: Date;
  updatedBy: { id: number; name: string | null } | null;
}

/** The brand settings staff saved (one row per brand key), with who saved them. */
export function createBrandSettingsRepository(db: Db) {
  return {
    async listAll(): Promise<StoredBrandSettings[]> {
      const rows = await db
        .select({
          brandKey: brandSettings.brandKey,
          settings: brandSettings.settings,
          updatedAt: brandSettings.updatedAt,
          updatedById: brandSettings.updatedBy,
          updatedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        })
        .from(brandSettings)
        .leftJoin(users, eq(users.id, brandSettings.updatedBy));
      return rows.map((r) => ({
        brandKey: r.brandKey,
        settings: r.settings,
        updatedAt: r.updatedAt,
        updatedBy: r.updatedById === null ? null : { id: r.updatedById, name: r.updatedByName },
      }));
    },
    /** Saves a brand's settings and the audit entry of the change in one transaction. */
    async save(brandKey: string, settings: unknown, actorId: number, audit: AuditEntry): Promise<void> {
      await withAudit(db, audit, async (tx) => {
        const now = new Date();
        await tx
          .insert(brandSettings)
          .values({ brandKey, settings, updatedBy: actorId, updatedAt: now })
          .onConflictDoUpdate({
            target: brandSettings.brandKey,
            set: { settings, updatedBy: actorId, updatedAt: now },
          });
      });
    },
  };
}
export type BrandSettingsRepository = ReturnType<typeof createBrandSettingsRepository>;
