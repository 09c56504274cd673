import { rmSync } from 'node:fs';
import { DEMO_MEMBER } from '../lib/demo.js';
import { freshDataDir, HOST, median, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const ROUNDS = 15;

/** How far apart two medians are, as a share of the larger one (0: equal, 100: one is free). */
const spread = (a: number, b: number) => (Math.abs(a - b) / Math.max(a, b, 1e-9)) * 100;

/**
 * Answers that must not tell an attacker whether an address has an account, timed (moved here from
 * the API tests, where two timed code paths on a shared machine made flaky assertions). The API
 * tests still check that both answers are the same; this checks that they cost about the same:
 * - sign-in with an unknown address vs a known one with a wrong password (both verify one
 *   Argon2id hash; a skipped hash would make the unknown address ~10x faster);
 * - forgot-password for a known vs an unknown address (the lookup and the mail run in a background
 *   job, so both requests do the same work).
 * The two kinds of request alternate, so load changes hit both alike.
 */
export const authTiming: Scenario = {
  name: 'auth-timing',
  description: `${ROUNDS} alternating pairs each of sign-in (unknown address vs wrong password) and forgot-password (known vs unknown)`,
  needsWebBuild: false,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('auth-timing');
    const server = await startServer({
      dataDir: shared.warmDataDir ?? ownDir!,
      env: { LOGIN_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_ACCOUNT: '100000' },
    });
    const base = `http://${HOST}:${server.port}/api/v1`;
    const ghost = (i: number) => `ghost-${Date.now().toString(36)}-${i}@bench.example`;
    try {
      const wrongPassword: number[] = [];
      const unknownLogin: number[] = [];
      const knownForgot: number[] = [];
      const unknownForgot: number[] = [];
      const post = async (url: string, body: unknown, expected: number) => {
        const res = await timedJson(`${base}${url}`, { method: 'POST', body });
        if (res.status !== expected)
          throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
        return res.ms;
      };
      for (let i = 0; i < ROUNDS + 2; i++) {
        const warm = i < 2;
        const a = await post('/token/', { email: DEMO_MEMBER.email, password: 'not-the-password' }, 400);
        const b = await post('/token/', { email: ghost(i), password: 'not-the-password' }, 400);
        const c = await post('/forgot-password/', { email: DEMO_MEMBER.email }, 200);
        const d = await post('/forgot-password/', { email: ghost(i) }, 200);
        if (warm) continue;
        wrongPassword.push(a);
        unknownLogin.push(b);
        knownForgot.push(c);
        unknownForgot.push(d);
      }
      const login = { wrongPassword: median(wrongPassword), unknownAddress: median(unknownLogin) };
      const forgot = { knownAddress: median(knownForgot), unknownAddress: median(unknownForgot) };
      return {
        name: 'auth-timing',
        metrics: [
          {
            name: 'sign-in medians apart',
            value: spread(login.wrongPassword, login.unknownAddress),
            unit: '%',
            target: 50,
          },
          {
            // A few milliseconds either way are noise; the mail built in line would add tens.
            name: 'forgot-password medians apart',
            value: Math.abs(forgot.knownAddress - forgot.unknownAddress),
            unit: 'ms',
            target: 20,
          },
        ],
        details: {
          rounds: ROUNDS,
          medianMs: { login, forgot },
          forgotApartPercent: spread(forgot.knownAddress, forgot.unknownAddress),
        },
      };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
