// Run by the resume-parse scenario in a fresh process, so the first parse pays for loading pdf.js
// as it does after a server start. Prints one JSON line: the first and the following parse times.
import { readPdfLines } from '../../apps/server/src/modules/profiles/import/pdf-lines.js';
import { parseResume } from '../../apps/server/src/modules/profiles/import/resume-parser.js';
import { buildResumePdf } from '../../apps/server/src/modules/profiles/import/testing/pdf-builder.js';
import { threePageResume } from '../../apps/server/src/modules/profiles/import/testing/resumes.js';

const WARM_RUNS = 10;
const pdf = await buildResumePdf(threePageResume());

async function timed() {
  const started = performance.now();
  const lines = await readPdfLines(pdf);
  const sections = parseResume(lines);
  return {
    ms: performance.now() - started,
    pages: lines.at(-1)?.page ?? 0,
    entries: sections.work_experience_timelines.length,
  };
}

const first = await timed();
const warm: number[] = [];
for (let i = 0; i < WARM_RUNS; i++) warm.push((await timed()).ms);
console.log(
  JSON.stringify({
    firstMs: first.ms,
    warmMs: warm,
    pages: first.pages,
    entries: first.entries,
    bytes: pdf.length,
  }),
);
