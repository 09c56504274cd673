import { FIRST_PAINT_CALLS } from '@careerhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The API calls a page of the Job Board makes first, for a visitor (FIRST_PAINT_CALLS). */
function callsFor(url: string): string[] {
  const [pathname = '/', search] = url.split('?');
  if (/^\/jobs\/?$/.test(pathname) && !search) return [FIRST_PAINT_CALLS.jobBoard];
  const job = /^\/job\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  if (job?.[1]) {
    try {
      return [FIRST_PAINT_CALLS.job(decodeURIComponent(job[1]))];
    } catch {
      return [];
    }
  }
  return [];
}

/**
 * The answers a visitor's first paint of this page would ask for, made through the API itself (same
 * routes, rules and serialisation, no session), keyed as the web app asks: only 200s are kept, and
 * only for calls on the host the page was asked on.
 */
export async function visitorAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const call of callsFor(request.url)) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1${call}`,
      headers: { host: request.headers.host ?? 'localhost', accept: 'application/json' },
    });
    if (res.statusCode === 200 && /json/.test(String(res.headers['content-type']))) answers[call] = res.body;
  }
  return answers;
}
