import { LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp } from '../../../test/helpers.js';
import {
  elfExecutable,
  jpegImage,
  mp4Video,
  mpegVideo,
  multipartBody,
  pdfDocument,
  pngImage,
  windowsExecutable,
} from './fixtures.js';
import { expectErrorBody, file, uploadsApp } from './uploads-test-kit.js';
import { UploadError } from './upload-error.js';

describe.each(['local', 's3'] as const)('profile media uploads with %s storage', (backend) => {
  const kit = uploadsApp(backend);
  const { storedKeys, expectNothingStored, send, media, ownProfile } = kit;

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
      const user = await verifiedUser(kit.t);
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

      const removed = await kit.t.app.inject({
        method: 'DELETE',
        url: '/api/v1/profiles/me/delete-picture/',
        headers: { authorization: `Bearer ${user.access}` },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: UPLOAD_MESSAGES.pictureRemoved, picture: null });
      expect((await ownProfile(user.access)).picture).toBeNull();
      expect((await media(secondUrl)).statusCode).toBe(404);
      expect(await storedKeys()).not.toContain(secondUrl.slice('/media/'.length));

      const again = await kit.t.app.inject({
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
      const [{ id: ownerId }] = (await kit.t.ctx.database.query<{ id: number }>(
        'SELECT id FROM users ORDER BY id LIMIT 1',
      )) as [{ id: number }];
      const stored = await kit.t.ctx.uploads.storeUpload(
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
      expect(
        (await media(kit.t.ctx.storage.publicUrl(stored.storageKey))).rawPayload.equals(pdfDocument()),
      ).toBe(true);

      const refusals: Array<[Buffer, string]> = [
        [pngImage(), VALIDATION.resumeFormat],
        [pdfDocument({ truncated: true }), UPLOAD_MESSAGES.truncatedPdf],
        [Buffer.concat([pdfDocument(), Buffer.alloc(LIMITS.uploadBytes)]), VALIDATION.resumeTooLarge],
        [elfExecutable(), UPLOAD_MESSAGES.executable],
      ];
      for (const [buffer, message] of refusals) {
        await expectNothingStored(async () => {
          const error = await kit.t.ctx.uploads
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
      const broken = await createTestApp({ env: { ...kit.s3!.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' } });
      try {
        const user = await verifiedUser(broken);
        const before = await kit.s3!.keys();
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
        expect(await kit.s3!.keys()).toEqual(before);
      } finally {
        await broken.close();
      }
    },
  );
});
