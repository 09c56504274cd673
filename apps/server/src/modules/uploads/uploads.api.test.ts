import { LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { multipartBody, officeDocument, pdfDocument, pngImage, windowsExecutable } from './fixtures.js';
import { expectErrorBody, file, uploadsApp } from './uploads-test-kit.js';

// The upload kit (app on local files or S3, request helpers) is in uploads-test-kit.ts; profile
// pictures, videos and storeUpload are in uploads-profile.api.test.ts.

describe.each(['local', 's3'] as const)('uploads with %s storage', (backend) => {
  const kit = uploadsApp(backend);
  const { storedKeys, expectNothingStored, send, media } = kit;

  it(`runs on the ${backend} backend`, () => {
    expect(kit.t.ctx.storage.kind).toBe(backend);
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
      const cut = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload: payload.subarray(0, payload.length - 30),
        headers: { 'content-type': contentType, authorization: `Bearer ${kit.token}` },
      });
      expect(cut.statusCode).toBe(400);
      expectErrorBody(cut.json(), UPLOAD_MESSAGES.malformedMultipart);

      const wrongBoundary = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload,
        headers: {
          'content-type': 'multipart/form-data; boundary=not-the-one',
          authorization: `Bearer ${kit.token}`,
        },
      });
      expect(wrongBoundary.statusCode).toBe(400);
      expect(wrongBoundary.json().message).toEqual(expect.any(String));

      const noBoundary = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/file-upload/',
        payload: 'garbage',
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${kit.token}` },
      });
      expect(noBoundary.statusCode).toBe(400);
      expectErrorBody(noBoundary.json(), UPLOAD_MESSAGES.malformedMultipart);

      const garbage = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/upload-profile_picture/',
        payload: Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\n\x89PNG',
        ),
        headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${kit.token}` },
      });
      expect(garbage.statusCode).toBe(400);
      expectErrorBody(garbage.json(), UPLOAD_MESSAGES.malformedMultipart);

      const ok = await send('POST', '/file-upload/', [file('files', pngImage(), 'a.png', 'image/png')]);
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a JSON body where a file is expected', async () => {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/v1/upload-video/',
        payload: { file: 'x' },
        headers: { authorization: `Bearer ${kit.token}` },
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
      const res = await kit.t.app.inject({ method: 'DELETE', url: '/api/v1/profiles/me/delete-picture/' });
      expect(res.statusCode).toBe(401);
    });
  });
});
