// `npm run dev`: the API with reload (tsx watch) and the Vite dev server side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@careerhub/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => code && process.exitCode === undefined && (process.exitCode = code));
