import { vi } from 'vitest';

/** An answer of the API, as fetch gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal in the spec's error format (section 5) with messages per field. */
export const fieldErrors = (field_errors: Record<string, string[]>, message = '') =>
  json({ message, non_field_errors: [], field_errors }, 400);

/**
 * Stubs fetch for a form: reads (no body) are answered by `read`; each write's body is kept in
 * `bodies` and its answer waits until the test calls `answer`, so the form can be seen while it sends.
 */
export function stubWrites(read: (url: string) => Response = () => json({})) {
  const bodies: unknown[] = [];
  let settle: ((response: Response) => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!init?.body) return read(url);
      bodies.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => (settle = resolve));
    }),
  );
  return { bodies, answer: (response: Response) => settle?.(response) };
}
