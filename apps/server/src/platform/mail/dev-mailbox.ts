import { desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { mailMessages } from '../../db/schema/index.js';
import type { Db } from '../db/index.js';
import type { Mailer, MailMessage } from './index.js';

export type StoredMail = typeof mailMessages.$inferSelect;

/**
 * The embedded mail backend: messages are kept in the database, listed at /dev/mailbox and
 * announced in the log by their mailbox address, so sign-up works with no mail server. The log
 * line never carries the code or link: logs are shipped and kept where secrets must not be.
 */
export function createDevMailbox(
  db: Db,
  logger: Logger,
): Mailer & {
  list(options?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  get(id: number): Promise<StoredMail | undefined>;
} {
  return {
    kind: 'dev-mailbox',
    async send(message: MailMessage) {
      const [row] = await db
        .insert(mailMessages)
        .values({
          to: message.to,
          from: message.from,
          subject: message.subject,
          html: message.html,
          text: message.text,
          // Headers are kept with the meta so /dev/mailbox.json shows them (List-Unsubscribe ...).
          meta: { ...message.headers, ...message.meta },
        })
        .returning({ id: mailMessages.id });
      logger.info(
        // Not the subject either: a sign-up code is in it.
        { mailbox: `/dev/mailbox/${row?.id}`, to: message.to },
        'mail stored in the dev mailbox',
      );
    },
    async list(options = {}) {
      const query = db.select().from(mailMessages);
      const filtered = options.to
        ? query.where(sql`lower(${mailMessages.to}) = lower(${options.to})`)
        : query;
      return filtered.orderBy(desc(mailMessages.id)).limit(options.limit ?? 100);
    },
    async get(id: number) {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
      return row;
    },
    async close() {},
  };
}
export type DevMailbox = ReturnType<typeof createDevMailbox>;
