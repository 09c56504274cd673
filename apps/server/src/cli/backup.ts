import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.js';
import {
  askControl,
  claimDataDir,
  controlSocketPath,
  DataDirInUseError,
  holderOf,
} from '../platform/db/control.js';
import { openPglite } from '../platform/db/pglite.js';
import { BACKUP, copyNewFiles, sizeOf, type BackupManifest } from './backup-files.js';

/**
 * `npm run backup [-- <folder>]` (default ./backups): a consistent snapshot of the embedded
 * database and the uploads, into a new folder careerhub-<time>. While a server runs, the
 * snapshot comes from it through its control socket (taken between two queries); otherwise this
 * process claims the data folder, so no server can start until it is done.
 */
const logger = pino({ level: 'warn' });
const config = loadConfig();
if (config.DATABASE_URL) {
  process.stderr.write(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (and WAL archiving for point-in-time recovery), see docs/operations.md.\n',
  );
  process.exit(2);
}
if (!existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
  process.stderr.write(`No embedded database in ${config.pgliteDir}: nothing to back up.\n`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? 'backups', `careerhub-${stamp}`);
mkdirSync(out, { recursive: true });
const uploadsCopy = path.join(out, BACKUP.uploads);
const hasLocalUploads = !config.S3_BUCKET;

// Uploads are copied before and after the database snapshot: files are immutable and deleted only
// after the row that names them, so the union holds every file the snapshot references.
if (hasLocalUploads) copyNewFiles(config.uploadsDir, uploadsCopy);

async function liveSnapshot(): Promise<{ bytes: Buffer; pid: number } | null> {
  const socketPath = controlSocketPath(config.dataDir);
  const pid = await holderOf(socketPath);
  if (pid === null) return null;
  const answer = await askControl(socketPath, 'POST', '/backup');
  if (!answer || answer.status !== 200) {
    process.stderr.write(`The running server (pid ${pid}) could not take a snapshot; see its log.\n`);
    process.exit(1);
  }
  return { bytes: answer.body, pid };
}

async function offlineSnapshot(): Promise<Buffer | null> {
  let claim;
  try {
    claim = await claimDataDir({ dataDir: config.dataDir, logger });
  } catch (err) {
    if (err instanceof DataDirInUseError) return null; // a server started meanwhile: ask it
    throw err;
  }
  try {
    const db = await openPglite({ dataDir: config.pgliteDir, logger });
    const blob = await db.snapshot!();
    await db.close();
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await claim.close();
  }
}

let mode: BackupManifest['mode'] = 'live';
let live = await liveSnapshot();
let bytes = live?.bytes ?? null;
if (!bytes) {
  mode = 'offline';
  bytes = await offlineSnapshot();
  if (!bytes) {
    mode = 'live';
    live = await liveSnapshot();
    bytes = live?.bytes ?? null;
  }
}
if (!bytes) {
  process.stderr.write('Could not take a snapshot: the data folder changed hands twice; try again.\n');
  process.exit(1);
}
writeFileSync(path.join(out, BACKUP.database), bytes);
if (hasLocalUploads) copyNewFiles(config.uploadsDir, uploadsCopy);
const secretFile = path.join(config.dataDir, 'jwt-secret');
const hasSecret = existsSync(secretFile);
if (hasSecret) copyFileSync(secretFile, path.join(out, BACKUP.secret));

const manifest: BackupManifest = {
  format: 'careerhub-backup/1',
  createdAt: new Date().toISOString(),
  dataDir: config.dataDir,
  mode,
  serverPid: live?.pid ?? null,
  databaseBytes: bytes.length,
  uploads: hasLocalUploads ? sizeOf(uploadsCopy) : null,
  hasSecret,
};
writeFileSync(path.join(out, BACKUP.manifest), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
const uploads = manifest.uploads
  ? `${manifest.uploads.files} uploaded files (${manifest.uploads.bytes} bytes)`
  : 'uploads are in S3: back up the bucket (versioning) separately';
process.stdout.write(
  `Backup written to ${out}\n  database  ${bytes.length} bytes (${mode === 'live' ? `from the running server, pid ${manifest.serverPid}` : 'no server was running'})\n  uploads   ${uploads}\nRestore it with: npm run restore -- ${out}\n`,
);
