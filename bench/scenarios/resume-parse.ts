import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median, repoRoot } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const PROCESSES = 3;

/**
 * Resume import without an AI service: a three-page PDF (twelve jobs) read into profile sections
 * by the built-in parser. Each run is a fresh process, so "first" includes loading pdf.js (the
 * first import after a server start); "warm" is the median of ten more parses in that process.
 */
export const resumeParse: Scenario = {
  name: 'resume-parse',
  description: 'PDF → text → profile sections for a three-page resume (built-in parser, no AI service)',
  async run() {
    const runs: Array<{ firstMs: number; warmMs: number[]; pages: number; entries: number; bytes: number }> =
      [];
    for (let i = 0; i < PROCESSES; i++) {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'bench/lib/resume-parse-child.ts')],
        {
          cwd: repoRoot,
          encoding: 'utf8',
        },
      );
      if (child.status !== 0) throw new Error(`resume-parse child failed: ${child.stderr}`);
      const run = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as (typeof runs)[number];
      if (run.pages !== 3 || run.entries !== 12)
        throw new Error(`expected 3 pages and 12 jobs, got ${run.pages} and ${run.entries}`);
      runs.push(run);
      console.log(
        `  process ${i + 1}/${PROCESSES}: first ${run.firstMs.toFixed(0)} ms, warm median ${median(run.warmMs).toFixed(0)} ms`,
      );
    }
    return {
      name: 'resume-parse',
      metrics: [
        {
          name: 'first parse in a process (p50)',
          value: median(runs.map((r) => r.firstMs)),
          unit: 'ms',
          target: 1000,
        },
        { name: 'warm parse (p50)', value: median(runs.flatMap((r) => r.warmMs)), unit: 'ms', target: 1000 },
        {
          name: 'warm parse (max)',
          value: Math.max(...runs.flatMap((r) => r.warmMs)),
          unit: 'ms',
          target: 1000,
        },
      ],
      details: { pdfBytes: runs[0]!.bytes, pages: 3, jobs: 12, runs },
    };
  },
};
