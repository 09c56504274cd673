// Makes sure a Chromium is available for the end-to-end tests and prints its path.
//
// 1. CHROME_PATH, when set, is used as it is (and must exist).
// 2. Otherwise Debian's /usr/bin/chromium.
// 3. When that is missing and we are root on a Debian-like system with apt-get, it is installed
//    with `apt-get update && apt-get install -y --no-install-recommends chromium`.
// 4. Otherwise we stop with exit code 1 and say how to get one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  console.error(
    [
      '',
      'The end-to-end tests drive a real Chromium. Either:',
      '  - on Debian/Ubuntu, install it as root:  apt-get update && apt-get install -y chromium',
      '  - or point CHROME_PATH at a Chromium or Chrome binary you already have, e.g.',
      '      CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

function run(cmd, args) {
  console.log(`ensure-chromium: $ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) fail(`could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0) fail(`${cmd} ${args.join(' ')} exited with ${result.status} after ${seconds}s`);
  console.log(`ensure-chromium: done in ${seconds}s`);
}

const fromEnv = process.env.CHROME_PATH?.trim();
if (fromEnv) {
  if (!isExecutable(fromEnv)) fail(`CHROME_PATH is set to "${fromEnv}", but no executable file is there.`);
  console.log(`ensure-chromium: using ${fromEnv} (from CHROME_PATH)`);
  process.exit(0);
}

if (isExecutable(DEFAULT_PATH)) {
  console.log(`ensure-chromium: using ${DEFAULT_PATH}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find(isExecutable);

if (!isRoot || !isDebian || !aptGet) {
  const why = !isDebian || !aptGet ? 'this is not a Debian system with apt-get' : 'this process is not root';
  fail(`${DEFAULT_PATH} is missing and it cannot be installed automatically (${why}).`);
}

console.log(
  `ensure-chromium: ${DEFAULT_PATH} is missing; installing Debian's chromium package (takes ~30 s)...`,
);
run(aptGet, ['update']);
run(aptGet, ['install', '-y', '--no-install-recommends', 'chromium']);

if (!isExecutable(DEFAULT_PATH)) fail(`apt-get finished but ${DEFAULT_PATH} is still missing.`);
console.log(`ensure-chromium: using ${DEFAULT_PATH}`);
