// Prints the path of a Node.js binary of the given major version (22, 24), installing it first from
// the npm registry's `node` package into node_modules/.cache/node-<major>/ when it is missing. npm test
// uses it to run the API tests on the newer LTS lines as well as the machine's Node.
//
//   node scripts/node-lts.mjs 24   →  /…/node_modules/.cache/node-24/node_modules/.bin/node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function nodeBinary(major) {
  const dir = path.join(root, 'node_modules/.cache', `node-${major}`);
  const bin = path.join(dir, 'node_modules/.bin/node');
  const works = () =>
    existsSync(bin) && spawnSync(bin, ['-v'], { encoding: 'utf8' }).stdout?.startsWith(`v${major}.`);
  if (works()) return bin;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${major}`],
    {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (install.status !== 0 || !works())
    throw new Error(`could not install Node ${major} from the npm registry`);
  return bin;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const major = process.argv[2];
  if (!/^\d+$/.test(major ?? '')) {
    console.error('usage: node scripts/node-lts.mjs <major>');
    process.exit(2);
  }
  try {
    console.log(nodeBinary(major));
  } catch (err) {
    console.error(`node-lts: ${err.message}`);
    process.exit(1);
  }
}
