import { copyFileSync, existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { claimDataDir, DataDirInUseError } from '../platform/db/control.js';
import { openPglite } from '../platform/db/pglite.js';
import { BACKUP, copyNewFiles, type BackupManifest } from './backup-files.js';

/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` in DATA_DIR. It
 * refuses while a server uses the folder, holds the folder while it works, and keeps what was
 * there beside it (…before-restore-<time>) instead of deleting it.
 */
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
const logger = pino({ level: 'warn' });
const config = loadConfig();
if (config.DATABASE_URL)
  fail('DATABASE_URL is set: restore PostgreSQL with pg_restore, see docs/operations.md.');
const from = process.argv[2]
  ? path.resolve(process.argv[2])
  : fail('Usage: npm run restore -- <backup folder>');
const manifestFile = path.join(from, BACKUP.manifest);
if (!existsSync(manifestFile) || !existsSync(path.join(from, BACKUP.database)))
  fail(`${from} is not a backup folder (no ${BACKUP.manifest} or ${BACKUP.database}).`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
if (manifest.format !== 'careerhub-backup/1') fail(`Unknown backup format: ${String(manifest.format)}`);

let claim;
try {
  claim = await claimDataDir({ dataDir: config.dataDir, logger });
} catch (err) {
  if (err instanceof DataDirInUseError)
    fail(`Refusing to restore: ${err.message} (${config.dataDir}). Stop the server first.`);
  throw err;
}

try {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept: string[] = [];
  for (const dir of [config.pgliteDir, ...(manifest.uploads ? [config.uploadsDir] : [])]) {
    if (!existsSync(dir)) continue;
    renameSync(dir, `${dir}.before-restore-${stamp}`);
    kept.push(`${dir}.before-restore-${stamp}`);
  }
  const tarball = readFileSync(path.join(from, BACKUP.database));
  const db = await openPglite({ dataDir: config.pgliteDir, loadDataDir: new Blob([tarball]), logger });
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  await db.close();
  const files = manifest.uploads ? copyNewFiles(path.join(from, BACKUP.uploads), config.uploadsDir) : null;
  const secret = path.join(from, BACKUP.secret);
  if (existsSync(secret) && !config.JWT_SECRET) copyFileSync(secret, path.join(config.dataDir, 'jwt-secret'));
  process.stdout.write(
    [
      `Restored ${from} (taken ${manifest.createdAt}) into ${config.dataDir}`,
      `  database  ${row?.n ?? 0} accounts`,
      `  uploads   ${files ? `${files.files} files` : 'in S3 (not part of this backup)'}`,
      ...(kept.length ? [`  kept      ${kept.join(', ')} (delete when satisfied)`] : []),
      '',
    ].join('\n'),
  );
} finally {
  await claim.close();
}
