import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

export const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
/** Node arguments that run a file of apps/server/src through tsx. */
export const tsx = (file: string) => ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src', file)];

/** A Node process of the repository (a script, a CLI, the server), its output collected. */
export function runNode(args: string[], env: Record<string, string>, logLevel = 'info') {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: logLevel, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}
export type NodeProcess = ReturnType<typeof runNode>;

/** The URL of the start banner, once the server is ready; rejects if the process exits first. */
export function readyUrl(proc: NodeProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /ready in [\d.]+s → (http:\/\/\S+)/.exec(proc.out());
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void proc.exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited early with ${code}: ${proc.err() || proc.out()}`));
    });
  });
}

/** The real server (`main.ts` through tsx) as a child process, its output collected. */
export function startServerProcess(env: Record<string, string>) {
  const proc = runNode(['--import', 'tsx', MAIN], env);
  return { ...proc, ready: readyUrl(proc) };
}
