import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { createKeyLoader } from '../../platform/key-loader.js';
import { TtlCache } from '../../platform/ttl-cache.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Users by id are read on every authenticated request, so they are cached for `cacheTtlMs`;
 * every write through this repository drops the entry first. `onChange` hears of every update
 * (with the columns written) once it is done, for other caches that show people.
 */
export function createUsersRepository(
  db: Db,
  cacheTtlMs = 0,
  onChange: (id: number, changes: Record<string, unknown>) => void = () => undefined,
) {
  const byId = new TtlCache<number, UserRow>(cacheTtlMs);
  // Misses and refreshes of one turn of the event loop read their users in one query.
  const loader = createKeyLoader<number, UserRow>(async (ids) => {
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  });
  return {
    /** Forget a cached user (after a write made outside this repository). */
    invalidate(id: number) {
      byId.delete(id);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      // Every authenticated request and chat message reads its user: one load per id at a time,
      // refreshed ahead while it is read (platform/ttl-cache.ts).
      return byId.getOrLoad(id, () => loader.load(id));
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    /** Whether an address is anyone's primary or alternate email. */
    async isEmailInUse(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          sql`(lower(${users.email}) = lower(${email}) OR lower(${users.alternateEmail}) = lower(${email}))
              AND ${users.id} <> ${exceptUserId ?? -1}`,
        )
        .limit(1);
      return Boolean(row);
    },
    async isSlugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.nameSlug, slug)).limit(1);
      return Boolean(row);
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async update(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      byId.delete(id);
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      byId.delete(id);
      onChange(id, changes);
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
