// `npm run sqlmap`: sqlmap (Debian package) against every parameterised GET and POST of a
// server started here on loopback, on a private data folder, signed in as the demo admin.
// Prints one line per route and the findings; exits 1 when sqlmap reports an injectable
// parameter. Loopback only: it never points sqlmap anywhere else.
//
//   SQLMAP_PORT (4313)  SQLMAP_LEVEL (1)  SQLMAP_RISK (1)  SQLMAP_ROUTE_SECONDS (90)
//   SQLMAP_ONLY=<substring of the path>  DATABASE_URL (PGlite in a temp folder when unset)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleOf } from './sqlmap-samples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SQLMAP_PORT ?? 4313);
const base = `http://127.0.0.1:${port}`;
const level = process.env.SQLMAP_LEVEL ?? '1';
const risk = process.env.SQLMAP_RISK ?? '1';
const routeSeconds = Number(process.env.SQLMAP_ROUTE_SECONDS ?? 90);
const only = process.env.SQLMAP_ONLY ?? '';
// Calls that would end the scan's own session, or that only a browser's redirect completes.
const SKIPPED = new Set(['POST /api/v1/logout/', 'POST /api/v1/token/refresh/']);

if (spawnSync('sqlmap', ['--version']).status !== 0) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap');
  process.exit(2);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'careerhub-sqlmap-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST_DIR: path.join(work, 'no-web'),
    LOG_LEVEL: 'warn',
    // Limits would answer 429 to the scan and hide the queries behind them.
    LOGIN_LIMIT_PER_IP: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    OTP_LIMIT_PER_IP: '1000000',
    CHAT_MESSAGES_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const serverErrors = [];
server.stderr.on('data', (chunk) => serverErrors.push(String(chunk)));

function stop(code) {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

async function waitReady() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become ready: ${serverErrors.join('').slice(-2000)}`);
}

async function signIn() {
  const res = await fetch(`${base}/api/v1/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.careerhub.example', password: 'careerhub-demo' }),
  });
  if (!res.ok) throw new Error(`demo admin login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

/** GETs with path or query parameters and POSTs with path parameters or a JSON body. */
function targetsOf(doc) {
  const targets = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${template}`;
      if (!['get', 'post'].includes(method) || SKIPPED.has(name) || !name.includes(only)) continue;
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (!params.length && !body) continue;
      // A path parameter needs sqlmap's custom marker (*); once one is marked, sqlmap tests only
      // marked places, so every query value and JSON value of that route is marked too.
      const pathParams = params.filter((x) => x.in === 'path');
      const mark = pathParams.length ? '*' : '';
      let url = template;
      for (const p of pathParams) {
        url = url.replace(`{${p.name}}`, `${encodeURIComponent(String(sampleOf(p.schema, p.name)))}*`);
      }
      const query = params
        .filter((x) => x.in === 'query')
        .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema, p.name)))}${mark}`);
      if (query.length) url += `?${query.join('&')}`;
      const data = body ? JSON.stringify(sampleOf(body, '')) : null;
      targets.push({ name, url: `${base}${url}`, data: data && mark ? markJsonValues(data) : data });
    }
  }
  return targets;
}

/** Appends the custom injection marker to every string and number value of a JSON text. */
function markJsonValues(json) {
  return json
    .replace(/"((?:[^"\\]|\\.)*)"(?=\s*[,}\]])/g, '"$1*"')
    .replace(/([:,[]\s*)(-?\d+(?:\.\d+)?)(?=\s*[,}\]])/g, '$1$2*');
}

function runSqlmap(target, token, outputDir) {
  const args = [
    '-u',
    target.url,
    '--batch',
    `--level=${level}`,
    `--risk=${risk}`,
    '--dbms=PostgreSQL',
    '--technique=BEUST',
    '--time-sec=2',
    '--timeout=10',
    '--retries=0',
    '--threads=2',
    '--disable-coloring',
    '--skip-waf',
    '--ignore-code=400,401,403,404,409,429',
    `--headers=Authorization: Bearer ${token}`,
    `--output-dir=${outputDir}`,
  ];
  if (target.data !== null) args.push(`--data=${target.data}`, '--method=POST');
  else if (target.name.startsWith('POST')) args.push('--method=POST', '--data={}');
  const result = spawnSync('timeout', [String(routeSeconds), 'sqlmap', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return {
    injectable:
      /identified the following injection point|is vulnerable|parameter '.*' is '.*' injectable/i.test(out),
    timedOut: result.status === 124,
    parameters: new Set(
      [...out.matchAll(/testing for SQL injection on (.+? parameter '[^']+')/g)].map((m) => m[1]),
    ).size,
    out,
  };
}

function findingsIn(outputDir) {
  const findings = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === 'log' && statSync(full).size > 0) findings.push(readFileSync(full, 'utf8'));
    }
  };
  walk(outputDir);
  return findings;
}

try {
  await waitReady();
  const doc = await (await fetch(`${base}/api/docs/json`)).json();
  const targets = targetsOf(doc);
  console.log(
    `sqlmap ${spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]}: ${targets.length} routes, level ${level}, risk ${risk}, ≤ ${routeSeconds} s each`,
  );
  const outputDir = path.join(work, 'sqlmap');
  let injectable = 0;
  let timedOut = 0;
  let parameters = 0;
  const started = Date.now();
  for (const target of targets) {
    const token = await signIn();
    const result = runSqlmap(target, token, outputDir);
    if (result.injectable) injectable += 1;
    if (result.timedOut) timedOut += 1;
    parameters += result.parameters;
    const verdict = result.injectable
      ? 'INJECTABLE'
      : result.timedOut
        ? 'time limit reached, nothing found'
        : 'nothing found';
    console.log(`${target.name.padEnd(60)} ${String(result.parameters).padStart(2)} parameters, ${verdict}`);
    if (process.env.SQLMAP_VERBOSE) console.log(result.out);
    if (result.injectable)
      console.log(
        result.out
          .split('\n')
          .filter((l) => /inject|Parameter|Type:|Payload/i.test(l))
          .join('\n'),
      );
  }
  const logs = findingsIn(outputDir);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `sqlmap: ${targets.length} routes, ${parameters} parameters scanned in ${minutes} min, findings ${injectable + logs.length ? Math.max(injectable, logs.length) : 0}, routes cut by the time limit ${timedOut}`,
  );
  for (const log of logs) console.log(log);
  stop(injectable || logs.length ? 1 : 0);
} catch (err) {
  console.error(err);
  stop(2);
}
