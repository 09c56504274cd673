import { LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { uploadResume } from '../profiles/import/testing/http.js';
import { buildResumePdf } from '../profiles/import/testing/pdf-builder.js';
import { classic } from '../profiles/import/testing/resumes.js';
import {
  elfExecutable,
  mp4Video,
  multipartBody,
  officeDocument,
  pdfDocument,
  windowsExecutable,
} from './fixtures.js';

// The resume and video routes refuse what the spec refuses (section 5: PDF only, 10 MB; mp4
// video) by the bytes, whatever the name and declared type say, and keep nothing of a refusal.

describe('refused resume and video uploads', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await createTestApp();
    access = (await verifiedUser(t)).access;
  });
  afterAll(() => t.close());

  const storedRows = async () =>
    (await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files'))[0]!.n;
  const profile = async () => (await get(t, '/users/profile/', access)).json() as Record<string, unknown>;

  async function expectRefused(
    run: () => Promise<{ statusCode: number; json: () => unknown }>,
    message: string,
  ) {
    const before = await storedRows();
    const res = await run();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message,
      non_field_errors: expect.any(Array),
      field_errors: { file: [message] },
      detail: expect.any(String),
    });
    expect(await storedRows()).toBe(before);
  }

  const bigPdf = () =>
    Buffer.concat([pdfDocument(), Buffer.alloc(LIMITS.uploadBytes, 0x20), Buffer.from('%%EOF\n')]);

  describe('POST /upload-resume/ (preview and import)', () => {
    it.each([
      ['a Windows executable renamed cv.pdf', windowsExecutable(), UPLOAD_MESSAGES.executable],
      ['a Linux executable renamed cv.pdf', elfExecutable(), UPLOAD_MESSAGES.executable],
      ['a Word document renamed cv.pdf', officeDocument('word/'), VALIDATION.resumeFormat],
      ['a PDF cut short', pdfDocument({ truncated: true }), UPLOAD_MESSAGES.truncatedPdf],
      ['a PDF over 10 MB', bigPdf(), VALIDATION.resumeTooLarge],
      ['an empty file', Buffer.alloc(0), UPLOAD_MESSAGES.emptyFile],
    ])(
      'refuses %s with the spec message, on preview and on import, storing nothing',
      async (_name, bytes, message) => {
        await expectRefused(() => uploadResume(t, access, bytes), message);
        await expectRefused(
          () => uploadResume(t, access, bytes, { update_profile: 'true', fields_to_update: '["title"]' }),
          message,
        );
        expect((await profile()).resume).toBeNull();
      },
    );

    it('a refused file leaves the resume already on the profile in place', async () => {
      const first = await uploadResume(t, access, await buildResumePdf(classic));
      expect(first.statusCode).toBe(200);
      const stored = (await profile()).resume as string;
      expect(stored).toMatch(/^\/media\/.+\.pdf$/);
      await expectRefused(() => uploadResume(t, access, windowsExecutable()), UPLOAD_MESSAGES.executable);
      expect((await profile()).resume).toBe(stored);
    });
  });

  describe('POST /upload-video/', () => {
    const sendVideo = async (bytes: Buffer, name = 'intro.mp4') => {
      const { payload, contentType } = await multipartBody([
        { name: 'file', file: bytes, filename: name, type: 'video/mp4' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/upload-video/',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${access}` },
      });
    };

    it.each([
      ['a Windows executable renamed intro.mp4', windowsExecutable(), UPLOAD_MESSAGES.executable],
      ['a PDF renamed intro.mp4', pdfDocument(), UPLOAD_MESSAGES.videoFormat],
      [
        'an MP4 over 10 MB',
        Buffer.concat([mp4Video(), Buffer.alloc(LIMITS.uploadBytes)]),
        VALIDATION.uploadTooLarge,
      ],
    ])('refuses %s, storing nothing', async (_name, bytes, message) => {
      await expectRefused(() => sendVideo(bytes), message);
      expect((await profile()).video).toBeNull();
    });
  });
});
