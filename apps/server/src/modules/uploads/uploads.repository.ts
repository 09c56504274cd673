import { and, eq, sql } from 'drizzle-orm';
import { profiles, uploadedFiles } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFile = Omit<typeof uploadedFiles.$inferInsert, 'id' | 'createdAt'>;

/** The profile columns that point at one uploaded file. */
export type ProfileFileSlot = 'picture' | 'video' | 'resume';

const COLUMN = {
  picture: profiles.pictureFileId,
  video: profiles.videoFileId,
  resume: profiles.resumeFileId,
} as const;
const FIELD = { picture: 'pictureFileId', video: 'videoFileId', resume: 'resumeFileId' } as const;

/** All SQL of uploaded_files, and the profile columns that point at them. */
export function createUploadsRepository(db: Db, onProfileChange: (userId: number) => void = () => undefined) {
  return {
    async insert(row: NewUploadedFile): Promise<UploadedFileRow> {
      const [created] = await db.insert(uploadedFiles).values(row).returning();
      return created!;
    },

    /** Deletes one file record; returns its storage key. */
    async deleteById(id: number): Promise<string | null> {
      const [gone] = await db
        .delete(uploadedFiles)
        .where(eq(uploadedFiles.id, id))
        .returning({ key: uploadedFiles.storageKey });
      return gone?.key ?? null;
    },

    async findByKey(key: string): Promise<UploadedFileRow | undefined> {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key)).limit(1);
      return row;
    },

    /**
     * Records a file and points the user's profile slot at it (creating the profile row when
     * missing), in one transaction. The file the slot pointed at before is deleted; its
     * storage key is returned so the caller can remove the bytes after the commit.
     */
    async insertIntoProfile(row: NewUploadedFile & { ownerId: number }, slot: ProfileFileSlot) {
      const result = await db.transaction(async (tx) => {
        const [created] = await tx.insert(uploadedFiles).values(row).returning();
        const [before] = await tx
          .select({ fileId: COLUMN[slot] })
          .from(profiles)
          .where(eq(profiles.userId, row.ownerId))
          .for('update');
        await tx
          .insert(profiles)
          .values({ userId: row.ownerId, [FIELD[slot]]: created!.id })
          .onConflictDoUpdate({
            target: profiles.userId,
            set: { [FIELD[slot]]: created!.id, updatedAt: sql`now()` },
          });
        const replacedKey = before?.fileId ? await removeOwned(tx, before.fileId, row.ownerId) : null;
        return { file: created!, replacedKey };
      });
      onProfileChange(row.ownerId);
      return result;
    },

    /** Empties a profile slot and deletes the file it held; returns that file's storage key. */
    async clearProfileSlot(userId: number, slot: ProfileFileSlot): Promise<string | null> {
      const removed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ fileId: COLUMN[slot] })
          .from(profiles)
          .where(eq(profiles.userId, userId))
          .for('update');
        if (!before?.fileId) return null;
        await tx
          .update(profiles)
          .set({ [FIELD[slot]]: null, updatedAt: sql`now()` })
          .where(eq(profiles.userId, userId));
        return removeOwned(tx, before.fileId, userId);
      });
      onProfileChange(userId);
      return removed;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Deletes a file row only when it belongs to that owner (a profile never points at another's file, but be sure). */
async function removeOwned(tx: Tx, fileId: number, ownerId: number): Promise<string | null> {
  const [gone] = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerId, ownerId)))
    .returning({ key: uploadedFiles.storageKey });
  return gone?.key ?? null;
}
