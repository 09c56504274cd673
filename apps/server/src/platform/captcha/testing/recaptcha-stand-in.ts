import { randomBytes } from 'node:crypto';
import { sendJson, startHttpStandIn } from '../../social/testing/http.js';

/**
 * A local stand-in for reCAPTCHA's `POST /recaptcha/api/siteverify`: form-encoded secret,
 * response and remoteip in, Google's JSON out (always HTTP 200; success, challenge_ts, hostname,
 * score and action for v3, error-codes such as invalid-input-secret, invalid-input-response,
 * missing-input-response and timeout-or-duplicate). `solve()` plays the widget in the browser.
 * Point RECAPTCHA_VERIFY_URL at `verifyUrl`.
 */
export async function startRecaptchaStandIn(options: { secret: string; hostname?: string }) {
  const solved = new Map<string, { score?: number; action?: string; used: boolean }>();
  const http = await startHttpStandIn((req, res) => {
    if (req.path !== '/recaptcha/api/siteverify') return sendJson(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    // siteverify takes the parameters as a form body (or in the query string).
    const form = { ...req.query, ...Object.fromEntries(new URLSearchParams(req.body)) };
    const fail = (...codes: string[]) => sendJson(res, 200, { success: false, 'error-codes': codes });
    if (!form.secret) return fail('missing-input-secret');
    if (form.secret !== options.secret) return fail('invalid-input-secret');
    if (!form.response) return fail('missing-input-response');
    const answer = solved.get(form.response);
    if (!answer) return fail('invalid-input-response');
    if (answer.used) return fail('timeout-or-duplicate');
    answer.used = true;
    return sendJson(res, 200, {
      success: true,
      challenge_ts: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      hostname: options.hostname ?? 'localhost',
      ...(answer.score === undefined ? {} : { score: answer.score, action: answer.action ?? 'signup' }),
    });
  });
  return {
    verifyUrl: `${http.url}/recaptcha/api/siteverify`,
    seen: http.seen,
    /** The response token the widget hands the page: v2 (no score) or v3 with `score`. */
    solve(opts: { score?: number; action?: string } = {}): string {
      const token = `03A${randomBytes(60).toString('base64url')}`;
      solved.set(token, { ...opts, used: false });
      return token;
    },
    close: http.close,
  };
}
export type RecaptchaStandIn = Awaited<ReturnType<typeof startRecaptchaStandIn>>;
