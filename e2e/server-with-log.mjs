// The e2e web server: `node scripts/start.mjs`, with everything it writes (stdout and stderr)
// also appended to E2E_SERVER_LOG, which log-check.ts reads after the run to prove that no
// token, code or password was logged.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.env.E2E_SERVER_LOG;
const log = file ? createWriteStream(file, { flags: 'a' }) : null;
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => {
  log?.write(chunk);
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  log?.write(chunk);
  process.stderr.write(chunk);
});
// Playwright (and Ctrl-C) signal the whole process group, the server included: passing the signal
// on would deliver it twice, and a second SIGTERM ends the server before its graceful shutdown.
// This process only stays alive until the server has exited, so the log is complete.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => undefined);
child.on('exit', (code, signal) => {
  const done = () => process.exit(code ?? (signal ? 1 : 0));
  if (log) log.end(done);
  else done();
});
