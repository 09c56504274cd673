// `npm run fuzz`: the nightly run of the property-based fuzz suite (apps/server/src/http/
// fuzz.api.test.ts) with the full count. FUZZ_RUNS (10000) and FUZZ_SEED (a new one each night
// unless set) override; TEST_DATABASE_URL / TEST_REDIS_URL run it on PostgreSQL and Redis.
// Prints "sent N, 5xx M" and the problems found; exits non-zero when there is any.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FUZZ_RUNS ?? '10000';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Date.now() / 86_400_000));
console.log(`fuzz: ${runs} requests, seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/server/src/http/fuzz.api.test.ts', '--reporter=dot'],
  {
    cwd: root,
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
// eslint-disable-next-line no-control-regex
const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
const summary = /fuzz: sent (\d+), 5xx (\d+).*/.exec(output);
for (const line of output.split('\n')) {
  if (/^(fuzz:|database refused:|\d{3} (GET|POST|PATCH|PUT|DELETE) )/.test(line.trim()))
    console.log(line.trim());
}
if (!summary) {
  console.log(output.slice(-4000));
  console.log('fuzz: the suite did not report (see above)');
  process.exit(result.status || 1);
}
console.log(`sent ${summary[1]}, 5xx ${summary[2]}`);
process.exit(result.status ?? 1);
