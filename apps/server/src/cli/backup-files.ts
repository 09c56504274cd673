import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files of a backup folder, beside its manifest.json. */
export const BACKUP = {
  manifest: 'manifest.json',
  database: 'pglite.tar.gz',
  uploads: 'uploads',
  secret: 'jwt-secret',
} as const;

export interface BackupManifest {
  format: 'careerhub-backup/1';
  createdAt: string;
  dataDir: string;
  /** live: taken from the running server (pid); offline: no server ran, the folder was claimed. */
  mode: 'live' | 'offline';
  serverPid: number | null;
  databaseBytes: number;
  /** null when uploads live in S3 (back up the bucket with its own versioning). */
  uploads: { files: number; bytes: number } | null;
  hasSecret: boolean;
}

/**
 * Copies files from one folder to another, leaving those already there: uploads are written once
 * under a fresh random key and never changed, so a name present is the same file.
 */
export function copyNewFiles(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(from)) return { files, bytes };
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = copyNewFiles(source, target);
      files += inner.files;
      bytes += inner.bytes;
      continue;
    }
    if (!entry.isFile() || existsSync(target)) continue;
    // An upload being written has a temporary name (the storage adapter renames it when done).
    if (entry.name.endsWith('.tmp') || entry.name.startsWith('.')) continue;
    copyFileSync(source, target);
    files += 1;
    bytes += statSync(target).size;
  }
  return { files, bytes };
}

/** Files and bytes under a folder. */
export function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = sizeOf(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}
