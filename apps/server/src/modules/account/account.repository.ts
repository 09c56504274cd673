import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { intArray, textArray } from '../jobs/sql.js';

/**
 * The SQL of a member's data rights (export, erasure). Unlike other modules it reaches into every
 * module's tables on purpose: what is about a member is found from the database's own catalog (every
 * foreign key to users), so a table added later is exported and erased without touching this file.
 * What each reference does is decided by its ON DELETE rule, except the few listed below.
 */

/** A column that points at users.id, as the catalog describes it. */
export interface UserReference {
  table: string;
  column: string;
  /** pg_constraint.confdeltype: c cascade, n set null, a no action, r restrict, d set default. */
  onDelete: 'c' | 'n' | 'a' | 'r' | 'd';
}

export const referenceName = (r: Pick<UserReference, 'table' | 'column'>) => `${r.table}.${r.column}`;

/**
 * References kept on erasure, pointing at the anonymised account ("Deleted user"): the other
 * member's side of a conversation stays readable, and staff keep the reports they act on.
 */
export const KEPT_ON_ERASURE: Record<string, string> = {
  'chat_messages.sender_id': 'the message stays in the other member’s conversation, signed Deleted user',
  'chat_messages.recipient_id': 'the other member’s own message to them stays in their history',
  'chat_room_members.user_id': 'the other member still sees the conversation, with Deleted user',
  'chat_rooms.created_by': 'the room belongs to both members',
  'chat_message_reports.reporter_id': 'staff keep moderation reports; the reporter is anonymised',
};

/**
 * References whose rows are deleted although their foreign key only nulls the pointer: the
 * member's files (their bytes are deleted too) and the feedback they wrote.
 */
export const DELETED_ON_ERASURE: Record<string, string> = {
  'uploaded_files.owner_id': 'the member’s files, deleted with their bytes',
  'feedback.user_id': 'free text the member wrote',
};

/** References left out of an export: they are other people's data, not the member's. */
export const NOT_EXPORTED: Record<string, string> = {
  'chat_blocks.blocked_id': 'who blocked the member is the blocker’s data',
  'chat_messages.recipient_id': 'messages others sent are theirs; the member exports the ones they sent',
};

/** Columns never exported (credentials, even hashed or encrypted). */
export const SECRET_COLUMN = /(hash|token|secret|password|cipher|encrypted)/i;

export type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const ident = (name: string) => sql.identifier(name);

/** Drops secret columns from a row. */
export function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

export function createAccountRepository(db: Db) {
  async function userReferences(q: Pick<Db, 'execute'> = db): Promise<UserReference[]> {
    const result = await q.execute(sql`
      SELECT cl.relname AS "table", a.attname AS "column", c.confdeltype AS "onDelete"
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND cardinality(c.conkey) = 1
      ORDER BY 1, 2`);
    return rowsOf(result) as unknown as UserReference[];
  }

  return {
    userReferences,

    async findAccount(userId: number): Promise<Row | undefined> {
      return rowsOf(await db.execute(sql`SELECT * FROM users WHERE id = ${userId}`))[0];
    },

    /** Every row that points at the member, by "table.column", secrets left out. */
    async rowsAbout(userId: number): Promise<Record<string, Row[]>> {
      const out: Record<string, Row[]> = {};
      for (const ref of await userReferences()) {
        if (referenceName(ref) in NOT_EXPORTED) continue;
        const rows = rowsOf(
          await db.execute(
            sql`SELECT * FROM ${ident(ref.table)} WHERE ${ident(ref.column)} = ${userId} LIMIT 100000`,
          ),
        );
        if (rows.length) out[referenceName(ref)] = rows.map(withoutSecrets);
      }
      const followers = rowsOf(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM follows WHERE target_type = 'user' AND target_id = ${userId}`,
        ),
      );
      out['follows.target_id (count of followers)'] = followers;
      return out;
    },

    /** The member's uploaded files (export and erasure of the bytes). */
    async filesOf(userId: number): Promise<Array<{ id: number; storageKey: string; originalName: string }>> {
      const result = await db.execute(sql`
        SELECT id, storage_key AS "storageKey", original_name AS "originalName"
        FROM uploaded_files WHERE owner_id = ${userId} ORDER BY id`);
      return rowsOf(result) as Array<{ id: number; storageKey: string; originalName: string }>;
    },

    /**
     * Erases the member in one transaction: rows about them deleted (or their pointer nulled,
     * as each foreign key's ON DELETE says), the kept references left on the account, which
     * becomes "Deleted user" with no email, password, sessions or search words. Returns the
     * storage keys of their files, to delete once committed.
     */
    async erase(userId: number, tombstone: { firstName: string; lastName: string }): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [user] = rowsOf(
          await tx.execute(
            sql`SELECT id, email, name_slug, first_name, last_name FROM users WHERE id = ${userId} FOR UPDATE`,
          ),
        );
        if (!user) return [];
        const email = String(user.email);
        const slug = String(user.name_slug);
        const keys = rowsOf(
          await tx.execute(sql`SELECT storage_key FROM uploaded_files WHERE owner_id = ${userId}`),
        ).map((r) => String(r.storage_key));
        // Words of their name and profile, removed from the search dictionary unless someone else uses them.
        const words = rowsOf(
          await tx.execute(sql`
            SELECT DISTINCT w FROM (
              SELECT unnest(tsvector_to_array(to_tsvector('simple', first_name || ' ' || last_name))) AS w
              FROM users WHERE id = ${userId}
              UNION ALL
              SELECT unnest(tsvector_to_array(search_vector)) FROM profiles WHERE user_id = ${userId}
            ) x`),
        ).map((r) => String(r.w));

        for (const ref of await userReferences(tx)) {
          if (referenceName(ref) in KEPT_ON_ERASURE) continue;
          const where: SQL = sql`${ident(ref.column)} = ${userId}`;
          const keepsRow =
            (ref.onDelete === 'n' || ref.onDelete === 'd') && !(referenceName(ref) in DELETED_ON_ERASURE);
          if (keepsRow)
            await tx.execute(sql`UPDATE ${ident(ref.table)} SET ${ident(ref.column)} = NULL WHERE ${where}`);
          else await tx.execute(sql`DELETE FROM ${ident(ref.table)} WHERE ${where}`);
        }
        await tx.execute(sql`DELETE FROM follows WHERE target_type = 'user' AND target_id = ${userId}`);
        // Other members' notifications about them (a follow, a request) carry their name.
        const touched = rowsOf(
          await tx.execute(sql`
            DELETE FROM notifications WHERE data->>'name_slug' = ${slug} RETURNING user_id`),
        ).map((r) => Number(r.user_id));
        if (touched.length)
          await tx.execute(sql`
            UPDATE notification_counters c SET unread =
              (SELECT count(*)::int FROM notifications n WHERE n.user_id = c.user_id AND NOT n.is_read)
            WHERE c.user_id = ANY(${intArray([...new Set(touched)])})`);
        // Mail kept by the development mailbox and finished or queued jobs (mail to others
        // included: "X started following you") that name them.
        const fullName = `${String(user.first_name)} ${String(user.last_name)}`.trim().toLowerCase();
        const needles = [email.toLowerCase(), ...(fullName.length > 3 ? [fullName] : [])];
        for (const needle of needles) {
          await tx.execute(sql`
            DELETE FROM mail_messages WHERE lower("to") = ${needle}
              OR strpos(lower(subject || ' ' || text || ' ' || html), ${needle}) > 0`);
          await tx.execute(sql`
            DELETE FROM background_jobs WHERE state <> 'running'
              AND strpos(lower(payload::text), ${JSON.stringify(needle).slice(1, -1)}) > 0`);
        }
        await tx.execute(sql`DELETE FROM invitations WHERE lower(email) = lower(${email})`);
        await tx.execute(sql`
          DELETE FROM background_jobs WHERE state <> 'running'
            AND strpos(lower(payload::text), lower(${JSON.stringify(email).slice(1, -1)})) > 0`);

        await tx.execute(sql`
          UPDATE users SET
            email = ${`deleted-${userId}@deleted.invalid`}, password_hash = NULL,
            first_name = ${tombstone.firstName}, last_name = ${tombstone.lastName},
            name_slug = ${`deleted-user-${userId}`}, is_staff = false, is_verified = false,
            is_trial_user = false, is_influencer = false, is_certified = false, is_active = false,
            alternate_email = NULL, is_alternate_email_verified = false,
            subscribe_to_newsletter = false, last_login_at = NULL,
            password_changed_at = now(), updated_at = now()
          WHERE id = ${userId}`);
        // The assistant's copy of their public profile: gone now, not when the index queue drains.
        await tx.execute(
          sql`DELETE FROM assistant_documents WHERE source_type = 'user' AND source_id = ${userId}`,
        );
        if (words.length)
          await tx.execute(sql`
            DELETE FROM assistant_words aw
            WHERE aw.word = ANY(${textArray(words)})
              AND NOT EXISTS (
                SELECT 1 FROM assistant_documents d
                WHERE to_tsvector('simple', d.title || ' ' || d.tags || ' ' || left(d.body, 3000))
                  @@ to_tsquery('simple', quote_literal(aw.word)))`);
        if (words.length)
          await tx.execute(sql`
            DELETE FROM search_words s
            WHERE s.word = ANY(${textArray(words)})
              AND NOT EXISTS (
                SELECT 1 FROM users u
                WHERE to_tsvector('simple', u.first_name || ' ' || u.last_name) @@ to_tsquery('simple', quote_literal(s.word)))
              AND NOT EXISTS (
                SELECT 1 FROM profiles p WHERE p.search_vector @@ to_tsquery('simple', quote_literal(s.word)))`);
        return keys;
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
