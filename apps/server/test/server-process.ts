import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');

/** The real server (`main.ts` through tsx) as a child process, its output collected. */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The URL of the start banner, once the server is ready; rejects if the process exits first. */
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /ready in [\d.]+s → (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited early with ${code}: ${stderr}`));
    });
  });
  return { child, exited, ready, out: () => stdout, err: () => stderr };
}
