import { ACCOUNT_MESSAGES } from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { ZipEntry } from '../../http/zip.js';
import type { RateLimiter } from '../../platform/ratelimit/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { verifyPassword } from '../auth/password.js';
import { throttled } from '../auth/auth.passwords.js';
import type { AccountRepository, Row } from './account.repository.js';
import { withoutSecrets } from './account.repository.js';

export interface AccountDeps {
  repo: AccountRepository;
  storage: Storage;
  limiter: RateLimiter;
  logger: Logger;
  /** Wrong passwords share the failed-login budget of the account. */
  guessLimit: number;
  guessWindowSeconds: number;
  /** Caches that hold the user (users by id, completion facts): forgotten once erased. */
  forgetUser: (userId: number) => void;
  /** Readable sections other modules add to data.json (e.g. the CareerGPS reports), by name. */
  sections?: Record<string, (userId: number) => Promise<unknown>>;
}

/** Bytes of a stored object, whole (a file of the export). */
async function readAll(body: NodeJS.ReadableStream | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A file name safe in a zip on every system: no folders, no control or reserved characters. */
const archiveName = (id: number, name: string) =>
  // eslint-disable-next-line no-control-regex
  `files/${id}-${name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 200) || 'file'}`;

/** A member's data rights: a copy of their data (GDPR art. 15, 20) and erasure (art. 17). */
export function createAccountService(deps: AccountDeps) {
  const { repo, storage, logger } = deps;

  async function exportData(userId: number) {
    const account = await repo.findAccount(userId);
    if (!account) throw notFound();
    return {
      exported_at: new Date().toISOString(),
      format: 'careerhub-member-export/1',
      account: withoutSecrets(account),
      ...Object.fromEntries(
        await Promise.all(
          Object.entries(deps.sections ?? {}).map(
            async ([name, read]) => [name, await read(userId)] as const,
          ),
        ),
      ),
      records: await repo.rowsAbout(userId),
      files: (await repo.filesOf(userId)).map((f) => ({
        id: f.id,
        name: f.originalName,
        path_in_archive: archiveName(f.id, f.originalName),
      })),
    } satisfies Row;
  }

  return {
    exportData,

    /** data.json and every file the member uploaded, as zip entries read one at a time. */
    async *exportArchive(userId: number): AsyncGenerator<ZipEntry> {
      const data = await exportData(userId);
      yield { name: 'data.json', data: Buffer.from(JSON.stringify(data, null, 2)) };
      for (const file of await repo.filesOf(userId)) {
        // The headers are sent by now: a file that cannot be read is left out (and logged) rather
        // than cutting the archive short.
        const bytes = await storage
          .get(file.storageKey)
          .then((object) => (object ? readAll(object.body) : null))
          .catch((err: unknown) => {
            logger.warn({ err, key: file.storageKey }, 'export: uploaded file could not be read');
            return null;
          });
        if (!bytes) {
          logger.warn({ key: file.storageKey }, 'export: uploaded file has a record but no bytes');
          continue;
        }
        yield { name: archiveName(file.id, file.originalName), data: bytes };
      }
    },

    /** Deletes the account after checking the password; its sessions end with it. */
    async deleteAccount(userId: number, password: string, passwordHash: string | null): Promise<void> {
      if (!passwordHash) throw badRequest(ACCOUNT_MESSAGES.noPassword);
      const guessKey = `delete-account:user:${userId}`;
      if ((await deps.limiter.peek(guessKey)) >= deps.guessLimit) throw throttled(deps.guessWindowSeconds);
      if (!(await verifyPassword(password, passwordHash))) {
        await deps.limiter.hit(guessKey, deps.guessLimit, deps.guessWindowSeconds);
        throw new AppError(400, ACCOUNT_MESSAGES.passwordWrong, {
          field_errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        });
      }
      await deps.limiter.reset(guessKey);
      const [firstName = 'Deleted', lastName = 'user'] = ACCOUNT_MESSAGES.deletedUserName.split(' ');
      const keys = await repo.erase(userId, { firstName, lastName });
      deps.forgetUser(userId);
      // The bytes go after the commit: a failed transaction must not lose files still referenced.
      for (const key of keys) {
        await storage.delete(key).catch((err: unknown) => {
          logger.error({ err, key }, 'erasure: could not delete an uploaded file; delete it by hand');
        });
      }
      logger.info({ userId }, 'account deleted at the member’s request');
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
