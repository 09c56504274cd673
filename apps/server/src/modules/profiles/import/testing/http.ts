import type { TestApp } from '../../../../../test/helpers.js';
import { multipartBody } from '../../../uploads/fixtures.js';

type Part = Parameters<typeof multipartBody>[0][number];

/** POST /upload-resume/ with a PDF (optional) and text fields. */
export async function uploadResume(
  t: TestApp,
  token: string | undefined,
  pdf: Uint8Array | null,
  fields: Record<string, string> = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (pdf)
    parts.unshift({ name: 'file', file: Buffer.from(pdf), filename: 'resume.pdf', type: 'application/pdf' });
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/upload-resume/',
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Polls until `check` returns a value (the import job runs in the background). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
