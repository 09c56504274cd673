// Runs `npm test`'s steps side by side (scripts/test.mjs builds the plan).
//
// Each step starts as soon as the steps it needs have passed and one of `slots` is free, in the
// plan's order. A step's output is relayed live, each line prefixed with `[slug]`, and kept in
// test-results/logs/<slug>.log. When a step fails no new step starts and the running ones are
// stopped; the failed step's last lines are printed again at the end, next to the summary, so a
// CI log that keeps only its tail still shows why.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const TAIL_LINES = 150;

/** Every process below `pid` (children, their children, …), from `ps`. */
function descendantsOf(pid) {
  const listed = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout ?? '';
  const children = new Map();
  for (const line of listed.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || !parent) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Starts one step in its own process group (so it can be stopped with everything it started). */
function launch(step, logFile) {
  const log = createWriteStream(logFile);
  const prefix = `[${step.slug}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        out.write(prefix + line + '\n');
        log.write(line + '\n');
      }
    });
    stream.on('end', () => {
      if (!rest) return;
      out.write(prefix + rest + '\n');
      log.write(rest + '\n');
    });
  };
  let child;
  const exited = new Promise((resolve) => {
    try {
      child = spawn(step.cmd, step.args, {
        cwd: step.cwd,
        env: step.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (err) {
      resolve({ code: 1, error: err });
      return;
    }
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', (err) => resolve({ code: 1, error: err }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), signal }));
  }).then((result) => new Promise((resolve) => log.end(() => resolve(result))));
  // Stopping takes the whole tree: Playwright starts its web server in a process group of its own,
  // which a signal to the step's group alone left running (and holding its port) after the step.
  const stop = () => {
    if (!child?.pid) return;
    const tree = [child.pid, ...descendantsOf(child.pid)];
    const signal = (name) => {
      for (const pid of tree) {
        try {
          process.kill(pid, name);
        } catch {
          // already gone
        }
      }
    };
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    signal('SIGTERM');
    setTimeout(() => signal('SIGKILL'), 5_000).unref();
  };
  return { exited, stop };
}

/** Runs one step: before(), the command, after(); returns its result row. */
async function runStep(step, logDir, register) {
  const logFile = path.join(logDir, `${step.slug}.log`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  let code;
  let stopped = false;
  try {
    await step.before?.();
    const run = launch(step, logFile);
    register(() => {
      stopped = true;
      run.stop();
    });
    const result = await run.exited;
    if (result.error) console.error(`test: could not start ${step.cmd}: ${result.error.message}`);
    code = result.code;
  } catch (err) {
    console.error(`test: ${step.name}: ${err.message}`);
    code = 1;
  } finally {
    await step.after?.().catch(() => undefined);
  }
  let counts = null;
  if (step.count) {
    try {
      counts = step.count(step.report);
    } catch {
      counts = null; // no report: the runner crashed before writing it
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n━━ ${step.name}: ${stopped ? 'stopped' : code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)}s`,
  );
  return { step, ok: code === 0 && !stopped, stopped, code, seconds, counts, logFile };
}

/**
 * Runs `steps` ({ slug, name, cmd, args, env?, cwd?, needs?, exclusive?, before?, after?, report?,
 * count?, notRun? }) at most `slots` at a time. Returns { results, notStarted, interrupted }.
 */
export async function runSteps(steps, { slots, logDir, cwd }) {
  mkdirSync(logDir, { recursive: true });
  const results = new Map();
  const waiting = [];
  for (const step of steps) {
    if (step.notRun)
      results.set(step.slug, { step, ok: true, skipped: step.notRun, seconds: 0, counts: null });
    else {
      // The plan's own objects: a step's before() may set its command (another Node line's binary).
      step.cwd ??= cwd;
      waiting.push(step);
    }
  }
  const running = new Map(); // slug → { promise, stop }
  let failed = false;
  let interrupted = false;
  const stopAll = () => {
    for (const r of running.values()) r.stop?.();
  };
  process.on('SIGINT', () => {
    interrupted = true;
    failed = true;
    stopAll();
  });
  const passed = (slug) => results.get(slug)?.ok === true;

  for (;;) {
    if (!failed) {
      // An exclusive step (timing-sensitive tests) runs alone: it starts when nothing runs, and
      // nothing starts beside it.
      const alone = () => [...running.values()].some((r) => r.exclusive);
      for (let i = 0; i < waiting.length && running.size < slots && !alone();) {
        const step = waiting[i];
        if (!(step.needs ?? []).every(passed) || (step.exclusive && running.size > 0)) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        console.log(`\n━━ ${step.name} ${'━'.repeat(Math.max(0, 60 - step.name.length))}`);
        const entry = { stop: null, exclusive: Boolean(step.exclusive) };
        entry.promise = runStep(step, logDir, (stop) => {
          entry.stop = stop;
          if (failed) stop();
        }).then((result) => ({ slug: step.slug, result }));
        running.set(step.slug, entry);
      }
    }
    if (running.size === 0) break;
    const { slug, result } = await Promise.race([...running.values()].map((r) => r.promise));
    running.delete(slug);
    results.set(slug, result);
    if (!result.ok && !failed) {
      failed = true;
      stopAll();
    }
  }
  const ordered = steps.filter((s) => results.has(s.slug)).map((s) => results.get(s.slug));
  const notStarted = waiting.map((s) => s.name);
  return { results: ordered, notStarted, interrupted };
}

/** The last lines a failed step printed. */
export function tailOf(logFile, lines = TAIL_LINES) {
  try {
    const all = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    return all.slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
