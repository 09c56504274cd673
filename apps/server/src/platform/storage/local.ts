import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, mediaUrl, type ByteRange, type Storage } from './index.js';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mpg: 'video/mpeg',
  mov: 'video/quicktime',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Files in one folder (DATA_DIR/uploads). The content type follows from the key's extension. */
export function createLocalStorage(dir: string): Storage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(dir, { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = path.join(dir, `.${randomUUID()}.partial`);
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const file = resolve(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const contentType = TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream';
      if (range)
        return { body: createReadStream(file, range), contentType, size: range.end - range.start + 1 };
      return { body: createReadStream(file), contentType, size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: mediaUrl,
  };
}
