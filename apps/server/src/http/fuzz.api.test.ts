import { errorBodySchema } from '@careerhub/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { post } from '../../test/auth-helpers.js';
import { operationsOf, requestsFor, type FuzzRequest } from '../../test/fuzz/openapi-requests.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../db/seed.js';

type Who = 'anonymous' | 'member' | 'admin';

/**
 * Property-based fuzzing of every route in the OpenAPI document: malformed paths, queries and
 * bodies, as an anonymous visitor and as a signed-in member. Every answer must be a 4xx in the
 * spec's error body, or a 2xx/3xx where the input happened to be valid; never a 5xx.
 * `npm test` runs FUZZ_RUNS (default 1500) with a fixed seed; `npm run fuzz` sends 10,000+.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

interface Problem {
  route: string;
  status: number;
  request: FuzzRequest;
  body: string;
}

describe('fuzz: hostile requests against every route', () => {
  let t: TestApp;
  const lastNet: string[] = [];
  const tokens: Record<Who, string> = { anonymous: '', member: '', admin: '' };
  const emails: Record<Exclude<Who, 'anonymous'>, string> = {
    member: `member@${DEMO_DOMAIN}`,
    admin: `admin@${DEMO_DOMAIN}`,
  };

  beforeAll(async () => {
    // Warnings are read back: a value refused by the database instead of a schema is a finding.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(chunk.toString()) as {
          msg?: string;
          route?: string;
          err?: { cause?: { message?: string } };
        };
        if (line.msg === 'input refused by the database')
          lastNet.push(`${line.route}: ${line.err?.cause?.message ?? ''}`);
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'warn' }, sink) });
    await seedDemoData({ database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) });
    await signIn('member');
    await signIn('admin');
  });
  afterAll(() => t?.close());

  async function signIn(who: Exclude<Who, 'anonymous'>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      payload: { email: emails[who], password: DEMO_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    if (res.statusCode === 200) tokens[who] = (res.json() as { access: string }).access;
  }

  it(
    'never answers 5xx and always uses the error format for 4xx',
    async () => {
      const operations = operationsOf(t.app.swagger());
      expect(operations.length).toBeGreaterThan(100);
      const perRoute = Math.max(4, Math.ceil(RUNS / operations.length));
      const problems: Problem[] = [];
      let sent = 0;
      let serverErrors = 0;
      const bands: Record<string, number> = {};
      const started = Date.now();

      for (const [index, op] of operations.entries()) {
        const route = `${op.method} ${op.path}`;
        const property = fc.asyncProperty(
          requestsFor(op),
          fc.constantFrom<Who>('anonymous', 'member', 'admin'),
          fc.integer({ min: 1, max: 250 }),
          async (req, who, host) => {
            const res = await t.app.inject({
              method: req.method,
              url: req.url,
              payload: req.payload,
              headers: {
                ...(req.contentType ? { 'content-type': req.contentType } : {}),
                ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }),
              },
              // Spread over many addresses so per-address limits do not hide the routes behind 429.
              remoteAddress: `10.0.${index % 250}.${host}`,
            });
            sent += 1;
            const band = `${Math.floor(res.statusCode / 100)}xx`;
            bands[band] = (bands[band] ?? 0) + 1;
            if (res.statusCode >= 500) serverErrors += 1;
            if (who !== 'anonymous' && res.statusCode === 401) await signIn(who);
            if (res.statusCode >= 500 || (res.statusCode >= 400 && !isErrorBody(res.body))) {
              problems.push({ route, status: res.statusCode, request: req, body: res.body.slice(0, 300) });
            }
          },
        );
        await fc.assert(property, { seed: SEED + index, numRuns: perRoute });
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: sent ${sent}, 5xx ${serverErrors}, 4xx outside the error format ${problems.length - serverErrors}` +
          `, refused only by the database ${lastNet.length}` +
          ` (${JSON.stringify(bands)}; ${operations.length} routes, ${seconds} s, seed ${SEED}, ${process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite'})`,
      );
      for (const p of dedupe(problems).slice(0, 30)) console.log(describeProblem(p));
      for (const message of [...new Set(lastNet)].slice(0, 30))
        console.log(`database refused: ${message.slice(0, 300)}`);

      // Still alive and still answering after the storm.
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const login = await post(t, '/token/', { email: emails.member, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(dedupe(problems)).toEqual([]);
      expect(lastNet, 'values only the database refused: tighten the schema').toEqual([]);
    },
    Math.max(120_000, RUNS * 60),
  );
});

function isErrorBody(text: string): boolean {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.message.length > 0;
  } catch {
    return false;
  }
}

/** One problem per route and status, so a single defect does not bury the others. */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Map<string, Problem>();
  for (const p of problems) {
    const key = `${p.route} ${p.status}`;
    if (!seen.has(key)) seen.set(key, p);
  }
  return [...seen.values()];
}

function describeProblem(p: Problem): string {
  const cut = (text = '', n = 200) => (text.length > n ? `${text.slice(0, n)}…` : text);
  return `${p.status} ${p.route} :: ${cut(p.request.url)} :: ${cut(p.request.payload)} => ${cut(p.body)}`;
}
