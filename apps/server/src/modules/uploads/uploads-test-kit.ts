import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { multipartBody } from './fixtures.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';

export type Part = Parameters<typeof multipartBody>[0][number];
export const file = (name: string, buf: Buffer, filename: string, type: string): Part => ({
  name,
  file: buf,
  filename,
  type,
});

/** Every failure in the spec's error format, plus the `error` line the upload widget shows. */
export function expectErrorBody(body: Record<string, unknown>, message: string) {
  expect(body).toMatchObject({ message, detail: expect.any(String), error: message });
  expect(Array.isArray(body.non_field_errors)).toBe(true);
  expect(typeof body.field_errors).toBe('object');
}

/**
 * The uploads API tests' app on local files or on the in-process S3 server: registers the
 * suite's set-up and tear-down, and answers the app, a member's token and the request helpers.
 */
export function uploadsApp(backend: 'local' | 's3') {
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

  return {
    get t() {
      return t;
    },
    get s3() {
      return s3;
    },
    get token() {
      return token;
    },
    storedKeys,
    expectNothingStored,
    send,
    media,
    ownProfile,
  };
}
