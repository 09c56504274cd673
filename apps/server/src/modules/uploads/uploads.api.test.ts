import { LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  elfExecutable,
  jpegImage,
  mp4Video,
  mpegVideo,
  multipartBody,
  officeDocument,
  pdfDocument,
  pngImage,
  windowsExecutable,
} from './fixtures.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';
import { UploadError } from './upload-error.js';

type Part = Parameters<typeof multipartBody>[0][number];
const file = (name: string, buf: Buffer, filename: string, type: string): Part => ({
  name,
  file: buf,
  filename,
  type,
});

/** Every failure in the spec's error format, plus the `error` line the upload widget shows. */
function expectErrorBody(body: Record<string, unknown>, message: string) {
  expect(body).toMatchObject({ message, detail: expect.any(String), error: message });
  expect(Array.isArray(body.non_field_errors)).toBe(true);
  expect(typeof body.field_errors).toBe('object');
}

describe.each(['local', 's3'] as const)('uploads with %s storage', (backend) => {
  let t: TestApp;
  let s3: TestS3 | null = null;
  let token: string;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startTestS3();
    t = await createTestApp({ env: s3?.env ?? {} });
    token = (await verifiedUser(t)).access;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  /** Keys of every stored object, whichever backend holds them. */
  async function storedKeys(): Promise<string[]> {
    if (s3) return s3.keys();
    const names = await readdir(t.ctx.config.uploadsDir).catch(() => [] as string[]);
    return names.sort();
  }
  async function fileRows(): Promise<number> {
    const [row] = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files');
    return row!.n;
  }
  /** Runs a refused upload and checks that neither a row nor an object was left behind. */
  async function expectNothingStored(run: () => Promise<unknown>) {
    const [rows, keys] = [await fileRows(), await storedKeys()];
    await run();
    expect(await fileRows()).toBe(rows);
    expect(await storedKeys()).toEqual(keys);
  }

  async function send(method: 'POST' | 'PATCH', url: string, parts: Part[], auth: string | null = token) {
    const { payload, contentType } = await multipartBody(parts);
    return t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { 'content-type': contentType, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
  }
  const media = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const ownProfile = async (auth = token) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/profile/',
        headers: { authorization: `Bearer ${auth}` },
      })
    ).json() as {
      picture: string | null;
      video: string | null;
    };

  it(`runs on the ${backend} backend`, () => {
    expect(t.ctx.storage.kind).toBe(backend);
  });

  describe('POST /file-upload/', () => {
    it('stores a PDF with its description and serves it back byte for byte, inline, with no script allowed', async () => {
      const pdf = pdfDocument();
      const res = await send('POST', '/file-upload/', [
        file('files', pdf, 'cv.pdf', 'application/pdf'),
        { name: 'descriptions', value: '["My CV"]' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const [item] = res.json().data;
      expect(item).toEqual({
        id: expect.any(Number),
        file: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.pdf$/),
        mime_type: 'application/pdf',
        name: 'cv.pdf',
        description: 'My CV',
      });
      expect(await storedKeys()).toContain(item.file.slice('/media/'.length));

      const served = await media(item.file);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
        'content-security-policy':
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      });
    });

    it('stores several files at once; documents that a browser should not open are downloads', async () => {
      const docx = officeDocument('word/');
      const text = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      const res = await send('POST', '/file-upload/', [
        file('files', pngImage(), 'chart.png', 'image/png'),
        file('files', docx, 'Lettre de motivation – été.docx', 'application/octet-stream'),
        file('files', text, 'page.html', 'text/html'),
        { name: 'descriptions', value: '["chart", "letter"]' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data as Array<{
        file: string;
        mime_type: string;
        description: string;
        name: string;
      }>;
      expect(data.map((d) => [d.mime_type, d.description])).toEqual([
        ['image/png', 'chart'],
        ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'letter'],
        ['text/plain', ''],
      ]);

      const word = await media(data[1]!.file);
      expect(word.rawPayload.equals(docx)).toBe(true);
      expect(word.headers['content-disposition']).toBe(
        `attachment; filename="Lettre de motivation _ _t_.docx"; filename*=UTF-8''Lettre%20de%20motivation%20%E2%80%93%20%C3%A9t%C3%A9.docx`,
      );
      // HTML sent as a web page comes back as plain text to download, never rendered.
      const page = await media(data[2]!.file);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.headers['content-disposition']).toMatch(/^attachment;/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses the whole upload when one file is refused, naming that file', async () => {
      await expectNothingStored(async () => {
        const res = await send('POST', '/file-upload/', [
          file('files', pngImage(), 'ok.png', 'image/png'),
          file('files', windowsExecutable(), 'invoice.pdf', 'application/pdf'),
        ]);
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expectErrorBody(body, UPLOAD_MESSAGES.executable);
        expect(body.field_errors).toEqual({ 'files.1': [UPLOAD_MESSAGES.executable] });
        expect(body.detail).toBe(`invoice.pdf: ${UPLOAD_MESSAGES.executable}`);
      });
    });

    it('refuses an oversized file with the spec message and stores nothing', async () => {
      const big = Buffer.concat([pngImage(), Buffer.alloc(LIMITS.uploadBytes)]);
      await expectNothingStored(async () => {
        const res = await send('POST', '/file-upload/', [file('files', big, 'huge.png', 'image/png')]);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), VALIDATION.uploadTooLarge);
        expect(res.json().field_errors).toEqual({ 'files.0': [VALIDATION.uploadTooLarge] });
      });
    });

    it('accepts a file of exactly the limit', async () => {
      const exact = Buffer.concat([
        pdfDocument(),
        Buffer.alloc(LIMITS.uploadBytes - pdfDocument().length - 6, 0x20),
        Buffer.from('%%EOF\n'),
      ]);
      expect(exact.length).toBe(LIMITS.uploadBytes);
      const res = await send('POST', '/file-upload/', [file('files', exact, 'big.pdf', 'application/pdf')]);
      expect(res.statusCode, res.body).toBe(201);
      const served = await media(res.json().data[0].file);
      expect(served.rawPayload.equals(exact)).toBe(true);
    });

    it('refuses a truncated PDF with a clear message and stores nothing', async () => {
      await expectNothingStored(async () => {
        const res = await send('POST', '/file-upload/', [
          file('files', pdfDocument({ truncated: true }), 'cv.pdf', 'application/pdf'),
        ]);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), UPLOAD_MESSAGES.truncatedPdf);
      });
    });

    it('refuses a zero-byte file', async () => {
      await expectNothingStored(async () => {
        const res = await send('POST', '/file-upload/', [
          file('files', Buffer.alloc(0), 'empty.txt', 'text/plain'),
        ]);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), UPLOAD_MESSAGES.emptyFile);
      });
    });

    it(`refuses more than ${LIMITS.files} files`, async () => {
      await expectNothingStored(async () => {
        const parts = Array.from({ length: LIMITS.files + 1 }, (_, i) =>
          file('files', pngImage([i, i, i]), `p${i}.png`, 'image/png'),
        );
        const res = await send('POST', '/file-upload/', parts);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), UPLOAD_MESSAGES.tooManyFiles(LIMITS.files));
      });
    });

    it('refuses a request without files, and descriptions that are not a JSON list', async () => {
      const none = await send('POST', '/file-upload/', [{ name: 'descriptions', value: '["x"]' }]);
      expect(none.statusCode).toBe(400);
      expectErrorBody(none.json(), UPLOAD_MESSAGES.fileMissing);
      expect(none.json().field_errors).toEqual({ files: [UPLOAD_MESSAGES.fileMissing] });

      for (const value of ['not json', '{"a":1}', '[1]', '["a","b"]']) {
        const res = await send('POST', '/file-upload/', [
          file('files', pngImage(), 'a.png', 'image/png'),
          { name: 'descriptions', value },
        ]);
        expect(res.statusCode, value).toBe(400);
        expect(res.json().field_errors).toEqual({ descriptions: [UPLOAD_MESSAGES.descriptionsFormat] });
      }
    });
  });

  describe('hostile requests', () => {
    it('answers a broken multipart body with a 400 in the spec format and keeps serving', async () => {
      const { payload, contentType } = await multipartBody([file('files', pngImage(), 'a.png', 'image/png')]);
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload: payload.subarray(0, payload.length - 30),
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
      expect(cut.statusCode).toBe(400);
      expectErrorBody(cut.json(), UPLOAD_MESSAGES.malformedMultipart);

      const wrongBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload,
        headers: {
          'content-type': 'multipart/form-data; boundary=not-the-one',
          authorization: `Bearer ${token}`,
        },
      });
      expect(wrongBoundary.statusCode).toBe(400);
      expect(wrongBoundary.json().message).toEqual(expect.any(String));

      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload: 'garbage',
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` },
      });
      expect(noBoundary.statusCode).toBe(400);
      expectErrorBody(noBoundary.json(), UPLOAD_MESSAGES.malformedMultipart);

      const garbage = await t.app.inject({
        method: 'POST',
        url: '/api/v1/upload-profile_picture/',
        payload: Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\n\x89PNG',
        ),
        headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` },
      });
      expect(garbage.statusCode).toBe(400);
      expectErrorBody(garbage.json(), UPLOAD_MESSAGES.malformedMultipart);

      const ok = await send('POST', '/file-upload/', [file('files', pngImage(), 'a.png', 'image/png')]);
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a JSON body where a file is expected', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/upload-video/',
        payload: { file: 'x' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), UPLOAD_MESSAGES.notMultipart);
    });

    it('refuses an over-long field', async () => {
      const res = await send('POST', '/file-upload/', [
        file('files', pngImage(), 'a.png', 'image/png'),
        { name: 'descriptions', value: `["${'x'.repeat(20_000)}"]` },
      ]);
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), UPLOAD_MESSAGES.fieldTooLong);
    });

    it('serves nothing for unknown or path-like media keys', async () => {
      for (const url of [
        '/media/00000000-0000-4000-8000-000000000000.png',
        '/media/..%2F..%2Fetc%2Fpasswd',
        '/media/%2e%2e',
        '/media/jwt-secret',
      ]) {
        const res = await media(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ message: expect.any(String), detail: expect.any(String) });
      }
    });
  });

  describe('profile video', () => {
    it('stores an MP4, points the profile at it and serves ranges for seeking', async () => {
      const video = mp4Video();
      const res = await send('POST', '/upload-video/', [file('file', video, 'intro.mp4', 'video/mp4')]);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        message: 'Successfuly uploaded video',
        video: expect.stringMatching(/^\/media\/.+\.mp4$/),
      });
      expect((await ownProfile()).video).toBe(body.video);

      const whole = await media(body.video);
      expect(whole.rawPayload.equals(video)).toBe(true);
      expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
      expect(whole.headers['content-disposition']).toMatch(/^inline;/);

      const part = await media(body.video, { range: 'bytes=4-11' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
      expect(part.rawPayload.toString('latin1')).toBe('ftypisom');

      const beyond = await media(body.video, { range: `bytes=${video.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    });

    it('accepts MPEG and replaces the previous video, deleting it', async () => {
      const first = (
        await send('POST', '/upload-video/', [file('video', mp4Video(), 'a.mp4', 'video/mp4')])
      ).json().video as string;
      const second = await send('POST', '/upload-video/', [file('file', mpegVideo(), 'b.mpg', 'video/mpeg')]);
      expect(second.statusCode, second.body).toBe(200);
      expect((await ownProfile()).video).toBe(second.json().video);
      expect((await media(first)).statusCode).toBe(404);
      expect(await storedKeys()).not.toContain(first.slice('/media/'.length));
    });

    it('refuses a picture sent as a video', async () => {
      await expectNothingStored(async () => {
        const res = await send('POST', '/upload-video/', [file('file', pngImage(), 'clip.mp4', 'video/mp4')]);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), UPLOAD_MESSAGES.videoFormat);
        expect(res.json().field_errors).toEqual({ file: [UPLOAD_MESSAGES.videoFormat] });
      });
    });
  });

  describe('profile picture', () => {
    it('uploads, replaces (PATCH /profiles/me/) and deletes a picture, removing the stored objects', async () => {
      const user = await verifiedUser(t);
      const png = pngImage();
      const first = await send(
        'POST',
        '/upload-profile_picture/',
        [file('file', png, 'me.png', 'image/png')],
        user.access,
      );
      expect(first.statusCode, first.body).toBe(200);
      const firstUrl = first.json().picture as string;
      expect(firstUrl).toMatch(/^\/media\/.+\.png$/);
      expect((await ownProfile(user.access)).picture).toBe(firstUrl);
      const served = await media(firstUrl);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
      });

      const jpeg = jpegImage();
      const second = await send(
        'PATCH',
        '/profiles/me/',
        [file('picture', jpeg, 'me.jpg', 'image/jpeg')],
        user.access,
      );
      expect(second.statusCode, second.body).toBe(200);
      const secondUrl = second.json().picture as string;
      expect(secondUrl).toMatch(/\.jpg$/);
      expect((await ownProfile(user.access)).picture).toBe(secondUrl);
      expect((await media(firstUrl)).statusCode).toBe(404);
      expect(await storedKeys()).not.toContain(firstUrl.slice('/media/'.length));
      expect((await media(secondUrl)).rawPayload.equals(jpeg)).toBe(true);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/profiles/me/delete-picture/',
        headers: { authorization: `Bearer ${user.access}` },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: UPLOAD_MESSAGES.pictureRemoved, picture: null });
      expect((await ownProfile(user.access)).picture).toBeNull();
      expect((await media(secondUrl)).statusCode).toBe(404);
      expect(await storedKeys()).not.toContain(secondUrl.slice('/media/'.length));

      const again = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/profiles/me/delete-picture/',
        headers: { authorization: `Bearer ${user.access}` },
      });
      expect(again.statusCode).toBe(200);
    });

    it.each([
      ['an ELF', elfExecutable()],
      ['a Windows', windowsExecutable()],
    ])('refuses %s executable renamed photo.png with image/png, storing nothing', async (_name, exe) => {
      await expectNothingStored(async () => {
        const res = await send('POST', '/upload-profile_picture/', [
          file('file', exe, 'photo.png', 'image/png'),
        ]);
        expect(res.statusCode).toBe(400);
        expectErrorBody(res.json(), UPLOAD_MESSAGES.executable);
        expect(res.json().field_errors).toEqual({ file: [UPLOAD_MESSAGES.executable] });
      });
    });

    it('refuses a PDF or GIF as a picture, an oversized picture, and two pictures at once', async () => {
      await expectNothingStored(async () => {
        const pdf = await send('PATCH', '/profiles/me/', [
          file('picture', pdfDocument(), 'me.png', 'image/png'),
        ]);
        expect(pdf.statusCode).toBe(400);
        expectErrorBody(pdf.json(), UPLOAD_MESSAGES.pictureFormat);

        const gif = await send('PATCH', '/profiles/me/', [
          file('picture', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'me.gif', 'image/gif'),
        ]);
        expectErrorBody(gif.json(), UPLOAD_MESSAGES.pictureFormat);

        const big = await send('PATCH', '/profiles/me/', [
          file(
            'picture',
            Buffer.concat([jpegImage(), Buffer.alloc(LIMITS.uploadBytes + 5)]),
            'me.jpg',
            'image/jpeg',
          ),
        ]);
        expect(big.statusCode).toBe(400);
        expectErrorBody(big.json(), VALIDATION.uploadTooLarge);

        const two = await send('PATCH', '/profiles/me/', [
          file('picture', pngImage(), 'a.png', 'image/png'),
          file('picture', pngImage(), 'b.png', 'image/png'),
        ]);
        expect(two.statusCode).toBe(400);
        expectErrorBody(two.json(), UPLOAD_MESSAGES.oneFileOnly);

        const missing = await send('PATCH', '/profiles/me/', [{ name: 'first_name', value: 'x' }]);
        expect(missing.statusCode).toBe(400);
        expectErrorBody(missing.json(), UPLOAD_MESSAGES.fileMissing);
      });
    });
  });

  describe('storeUpload (for other modules)', () => {
    it('stores a resume PDF and refuses other types, a truncated PDF and an oversized one with the resume messages', async () => {
      const [{ id: ownerId }] = (await t.ctx.database.query<{ id: number }>(
        'SELECT id FROM users ORDER BY id LIMIT 1',
      )) as [{ id: number }];
      const stored = await t.ctx.uploads.storeUpload(
        ownerId,
        { buffer: pdfDocument(), filename: 'C:\\fakepath\\resume.pdf', declaredType: 'application/pdf' },
        'resume',
      );
      expect(stored).toMatchObject({
        ownerId,
        kind: 'resume',
        mimeType: 'application/pdf',
        originalName: 'resume.pdf',
      });
      expect((await media(t.ctx.storage.publicUrl(stored.storageKey))).rawPayload.equals(pdfDocument())).toBe(
        true,
      );

      const refusals: Array<[Buffer, string]> = [
        [pngImage(), VALIDATION.resumeFormat],
        [pdfDocument({ truncated: true }), UPLOAD_MESSAGES.truncatedPdf],
        [Buffer.concat([pdfDocument(), Buffer.alloc(LIMITS.uploadBytes)]), VALIDATION.resumeTooLarge],
        [elfExecutable(), UPLOAD_MESSAGES.executable],
      ];
      for (const [buffer, message] of refusals) {
        await expectNothingStored(async () => {
          const error = await t.ctx.uploads
            .storeUpload(ownerId, { buffer, filename: 'cv.pdf', declaredType: 'application/pdf' }, 'resume')
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(UploadError);
          expect((error as UploadError).message).toBe(message);
        });
      }
    });
  });

  it.runIf(backend === 's3')(
    'reports a storage failure (a wrong S3 secret) with the upload message and stores nothing',
    async () => {
      const broken = await createTestApp({ env: { ...s3!.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' } });
      try {
        const user = await verifiedUser(broken);
        const before = await s3!.keys();
        const { payload, contentType } = await multipartBody([
          file('picture', pngImage(), 'me.png', 'image/png'),
        ]);
        const res = await broken.app.inject({
          method: 'PATCH',
          url: '/api/v1/profiles/me/',
          payload,
          headers: { 'content-type': contentType, authorization: `Bearer ${user.access}` },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          message: UPLOAD_MESSAGES.couldNotUploadPicture,
          detail: UPLOAD_MESSAGES.couldNotUploadPicture,
        });
        const [row] = await broken.ctx.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM uploaded_files',
        );
        expect(row!.n).toBe(0);
        expect(await s3!.keys()).toEqual(before);
      } finally {
        await broken.close();
      }
    },
  );

  describe('anonymous', () => {
    it.each([
      ['POST', '/file-upload/'],
      ['POST', '/upload-video/'],
      ['POST', '/upload-profile_picture/'],
      ['PATCH', '/profiles/me/'],
    ] as const)('%s %s → 401, nothing stored', async (method, url) => {
      await expectNothingStored(async () => {
        const res = await send(
          method,
          url,
          [file('file', pngImage(), 'a.png', 'image/png'), file('picture', pngImage(), 'a.png', 'image/png')],
          null,
        );
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          message: expect.any(String),
          non_field_errors: expect.any(Array),
          field_errors: {},
          detail: expect.any(String),
        });
      });
    });

    it('DELETE /profiles/me/delete-picture/ → 401', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/profiles/me/delete-picture/' });
      expect(res.statusCode).toBe(401);
    });
  });
});
