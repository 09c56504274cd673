// Child process of the ws-latency scenario. Senders are connected to instance A, their recipients
// to instance B; every 10 ms it sends RATE/100 chat messages round-robin over the senders and
// records, per message, the time from send (on A) to receipt (on B) and to the ack (from A). Both
// ends live in this process, so both times come from one clock.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { WebSocket } from 'ws';

type Input = {
  urlA: string;
  urlB: string;
  pairs: Array<{ room: number; senderToken: string; recipientToken: string }>;
  ratePerSecond: number;
  warmupSeconds: number;
  seconds: number;
};
let raw = '';
for await (const chunk of process.stdin) raw += String(chunk);
const input = JSON.parse(raw) as Input;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

let started = 0;
const sentAt = new Map<string, { at: number; measured: boolean }>();
const latencies: number[] = [];
/** For each latency, the second of the measured window its message was sent in (0 = first). */
const sentSecond: number[] = [];
const acks: number[] = [];
let received = 0;
let acked = 0;
let errors = 0;
let firstError: string | null = null;
const closes: Record<string, number> = {};

const senders = await Promise.all(input.pairs.map((p) => open(`${input.urlA}/ws/events/${p.senderToken}/`)));
const recipients = await Promise.all(
  input.pairs.map((p) => open(`${input.urlB}/ws/events/${p.recipientToken}/`)),
);
for (const ws of recipients) {
  ws.on('message', (data) => {
    const now = performance.now();
    const event = JSON.parse(data.toString()) as { type: string; message?: { client_id?: string } };
    if (event.type !== 'chat_message') return;
    const sent = sentAt.get(event.message?.client_id ?? '');
    if (!sent) return;
    received++;
    if (sent.measured) {
      latencies.push(now - sent.at);
      sentSecond.push(Math.floor((sent.at - started) / 1000) - input.warmupSeconds);
    }
  });
}
for (const ws of senders) {
  ws.on('message', (data) => {
    const now = performance.now();
    const event = JSON.parse(data.toString()) as { type: string; client_id?: string; message?: unknown };
    if (event.type === 'error') {
      errors++;
      firstError ??= String(event.message);
    }
    if (event.type !== 'ack') return;
    acked++;
    const sent = sentAt.get(event.client_id ?? '');
    if (sent?.measured) acks.push(now - sent.at);
  });
}
process.stdout.write(
  `${JSON.stringify({ phase: 'connected', senders: senders.length, recipients: recipients.length })}\n`,
);

// This process's own stalls add to every time it measures: report them beside the results.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const gcPauses: number[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
});
gcObserver.observe({ entryTypes: ['gc'] });

const perTick = input.ratePerSecond / 100;
const totalTicks = (input.warmupSeconds + input.seconds) * 100;
const warmupTicks = input.warmupSeconds * 100;
let sent = 0;
let measuredSent = 0;
let next = 0;
started = performance.now();
for (let tick = 0; tick < totalTicks; tick++) {
  // Ticks are scheduled against the start time, so a late tick does not slow the rate down.
  const due = started + tick * 10;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  for (let i = 0; i < perTick; i++) {
    const index = next++ % senders.length;
    const clientId = `b${sent}`;
    const measured = tick >= warmupTicks;
    sentAt.set(clientId, { at: performance.now(), measured });
    senders[index]!.send(
      JSON.stringify({
        type: 'chat_message',
        room: input.pairs[index]!.room,
        message: `bench message ${sent}`,
        client_id: clientId,
      }),
    );
    sent++;
    if (measured) measuredSent++;
  }
}
const sendSeconds = (performance.now() - started) / 1000;
const drainUntil = performance.now() + 10_000;
while ((received < sent || acked < sent) && performance.now() < drainUntil)
  await new Promise((r) => setTimeout(r, 50));

loopDelay.disable();
gcObserver.disconnect();
const client = {
  loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  loopDelayMaxMs: loopDelay.max / 1e6,
  gcPauseMaxMs: Math.max(0, ...gcPauses),
  gcPauseTotalMs: gcPauses.reduce((a, b) => a + b, 0),
};
const closedEarly = { ...closes };
for (const ws of [...senders, ...recipients]) ws.terminate();
// A write to a pipe is asynchronous: exit only once the (large) last line is out.
process.stdout.write(
  `${JSON.stringify({ phase: 'done', sent, measuredSent, received, acked, measuredReceived: latencies.length, errors, firstError, closedEarly, sendSeconds, client, latencies, sentSecond, acks })}\n`,
  () => process.exit(0),
);
