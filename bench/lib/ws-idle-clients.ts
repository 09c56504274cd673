// Child process of the ws-idle scenario: opens one WebSocket per given token to /ws/events/{token}/,
// a few hundred handshakes at a time, prints progress as JSON lines, then holds every connection
// idle (answering pings) until SIGTERM.
import { WebSocket } from 'ws';

type Input = { url: string; tokens: string[]; parallel: number };
let raw = '';
for await (const chunk of process.stdin) raw += String(chunk);
const input = JSON.parse(raw) as Input;

const sockets: WebSocket[] = [];
let opened = 0;
let failed = 0;
let closedEarly = 0;
const t0 = performance.now();
const report = (phase: string) =>
  process.stdout.write(
    `${JSON.stringify({ phase, opened, failed, closedEarly, ms: Math.round(performance.now() - t0) })}\n`,
  );

function openOne(token: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${input.url}/ws/events/${token}/`);
    ws.once('open', () => {
      opened++;
      sockets.push(ws);
      resolve();
    });
    ws.once('error', () => {
      failed++;
      resolve();
    });
    ws.once('close', () => {
      closedEarly++;
    });
  });
}

let next = 0;
async function worker() {
  while (next < input.tokens.length) {
    const token = input.tokens[next++]!;
    await openOne(token);
    if ((opened + failed) % 1000 === 0) report('opening');
  }
}
await Promise.all(Array.from({ length: input.parallel }, worker));
report('open');

process.on('SIGTERM', () => {
  for (const ws of sockets) ws.terminate();
  report('closed');
  process.exit(0);
});
setInterval(() => undefined, 60_000);
