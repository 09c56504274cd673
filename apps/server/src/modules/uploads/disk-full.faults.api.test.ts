import { UPLOAD_MESSAGES } from '@careerhub/shared';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody } from './fixtures.js';

/**
 * Fault: the disk under the uploads folder is full. The folder is a 1 MiB tmpfs mounted for this
 * test (root only; otherwise the test is skipped, naming why). An upload that does not fit is
 * answered 507 with the spec's error body, leaves no partial file and no row; a batch whose second
 * file does not fit stores neither; uploads work again as soon as there is room.
 */
function canMountTmpfs(): string | null {
  if (process.platform !== 'linux') return 'tmpfs mounts need Linux';
  if (process.getuid?.() !== 0) return 'mounting a small tmpfs needs root';
  return null;
}
const cannotMount = canMountTmpfs();

const text = (bytes: number, letter = 'a') => Buffer.from(letter.repeat(bytes));

describe.skipIf(cannotMount)(`full disk on uploads${cannotMount ? ` (skipped: ${cannotMount})` : ''}`, () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  let mounted = false;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await verifiedUser(t)).access;
    dir = t.ctx.config.uploadsDir;
    mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    mounted = true;
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', ['-l', dir]);
    await t?.close();
  });

  const upload = async (files: Array<{ buf: Buffer; name: string }>) => {
    const { payload, contentType } = await multipartBody(
      files.map((f) => ({ name: 'files', file: f.buf, filename: f.name, type: 'text/plain' })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
  };
  const rows = async () =>
    (await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files'))[0]!.n;
  const filesOnDisk = () => readdirSync(dir).sort();

  it('answers 507 in the spec format, keeps no partial file or row, and works again once there is room', async () => {
    const first = await upload([{ buf: text(200_000), name: 'fits.txt' }]);
    expect(first.statusCode, first.body).toBe(201);
    const before = { rows: await rows(), files: filesOnDisk() };
    expect(before.files).toHaveLength(1);

    // Fill the disk so that about 100 KB are left.
    writeFileSync(path.join(dir, 'filler'), text(700_000, 'f'));
    const onDisk = filesOnDisk();

    const tooBig = await upload([{ buf: text(300_000), name: 'too-big.txt' }]);
    expect(tooBig.statusCode).toBe(507);
    expect(tooBig.json()).toEqual({
      message: UPLOAD_MESSAGES.storageFull,
      non_field_errors: [UPLOAD_MESSAGES.storageFull],
      field_errors: {},
      detail: UPLOAD_MESSAGES.storageFull,
      error: UPLOAD_MESSAGES.storageFull,
    });
    expect(await rows()).toBe(before.rows);
    expect(filesOnDisk()).toEqual(onDisk);

    // A batch: the first file fits, the second does not; neither is kept.
    const batch = await upload([
      { buf: text(50_000), name: 'small.txt' },
      { buf: text(300_000), name: 'large.txt' },
    ]);
    expect(batch.statusCode).toBe(507);
    expect(await rows()).toBe(before.rows);
    expect(filesOnDisk()).toEqual(onDisk);

    // Room again: the same upload goes through at once.
    rmSync(path.join(dir, 'filler'));
    const freedAt = Date.now();
    const again = await upload([{ buf: text(300_000), name: 'too-big.txt' }]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await rows()).toBe(before.rows + 1);
    expect(filesOnDisk()).toHaveLength(2);
    const media = await t.app.inject({
      method: 'GET',
      url: (again.json() as { data: Array<{ file: string }> }).data[0]!.file,
    });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.length).toBe(300_000);
    console.info(
      `[fault] full disk on uploads (1 MiB tmpfs): 507 with the spec body, 0 partial files, 0 rows left; ` +
        `uploads accepted again ${Date.now() - freedAt} ms after space was freed`,
    );
  });
});
