import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** s3rver's built-in credentials: requests are signed and checked with these. */
const ACCESS_KEY = 'S3RVER';
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 for the tests, with one bucket.
 * `env` is what the app needs to use it; `keys()` lists what the bucket holds.
 */
export async function startTestS3(bucket = 'careerhub-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'careerhub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    /**
     * The bucket's keys, read from s3rver's folder: its bucket listing (GET /bucket/) refuses
     * the SDK's signature, while the object calls the app makes verify theirs.
     */
    async keys(): Promise<string[]> {
      const names = await readdir(path.join(directory, bucket));
      return names
        .filter((n) => n.endsWith(OBJECT_SUFFIX))
        .map((n) => n.slice(0, -OBJECT_SUFFIX.length))
        .sort();
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
