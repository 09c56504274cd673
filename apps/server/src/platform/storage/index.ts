import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored object, already checked against its size. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable | Buffer;
  contentType: string;
  /** Bytes in `body` (the range's length when a range was asked for). */
  size: number;
}

/**
 * Where uploaded bytes live: a local folder by default, S3 (or an S3-compatible server) when
 * S3_BUCKET is set. Keys are made by the uploads module (random, never a user's file name);
 * both backends are served by the API at /media/<key>, so URLs do not depend on the backend.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

/** Keys are a UUID and a short lower-case extension: nothing a client can steer into a path. */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export const mediaUrl = (key: string) => `/media/${key}`;

export interface StorageConfig {
  uploadsDir: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** S3 when a bucket is configured, the local folder otherwise. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3.js');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  const { createLocalStorage } = await import('./local.js');
  return createLocalStorage(config.uploadsDir);
}
