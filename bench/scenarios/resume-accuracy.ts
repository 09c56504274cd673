import {
  CORPUS_SEED,
  generateCorpus,
  writeCorpus,
} from '../../apps/server/src/modules/profiles/import/corpus/corpus.js';
import { evaluate, report, TARGETS } from '../../apps/server/src/modules/profiles/import/corpus/evaluate.js';
import { micro, prf } from '../../apps/server/src/modules/profiles/import/corpus/score.js';
import { readPdfLines } from '../../apps/server/src/modules/profiles/import/pdf-lines.js';
import { parseResume } from '../../apps/server/src/modules/profiles/import/resume-parser.js';
import { buildResumePdf } from '../../apps/server/src/modules/profiles/import/testing/pdf-builder.js';
import { threePageResume } from '../../apps/server/src/modules/profiles/import/testing/resumes.js';
import { median } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const read = async (pdf: Uint8Array) => parseResume(await readPdfLines(pdf));

/**
 * Field-level accuracy of the built-in résumé reader (issue 24): the seeded corpus of eight layouts
 * is drawn, each PDF written with its ground truth beside it, read and scored; the held-out quarter
 * is reported on its own. A figure below its target fails the run.
 */
export const resumeAccuracy: Scenario = {
  name: 'resume-accuracy',
  description: 'field-level P/R/F1 of the built-in résumé reader on the seeded eight-layout corpus',
  needsWebBuild: false,
  failsOffTarget: true,
  async run() {
    const corpus = await generateCorpus();
    const dir = writeCorpus(corpus);
    console.log(`  ${corpus.length} résumés with their ground truth in ${dir}`);
    const whole = await evaluate(corpus, read);
    const heldOut = await evaluate(
      corpus.filter((r) => r.isHeldOut),
      read,
    );
    // A second draw of ten résumés per layout from a seed the rules were never looked at against
    // (BENCH_RESUME_SEED to try another): the same layouts with other people, dates and breaks.
    const freshSeed = Number(process.env.BENCH_RESUME_SEED ?? CORPUS_SEED + 1);
    const fresh = await evaluate(await generateCorpus(freshSeed, 10), read);
    console.log(
      `\n${report(whole, 'whole corpus')}\n\n${report(heldOut, 'held-out quarter')}\n\n${report(fresh, `fresh draw, seed ${freshSeed}`)}\n`,
    );

    const threePages = await buildResumePdf(threePageResume());
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await read(threePages);
      times.push(performance.now() - started);
    }
    const lowest = (e: typeof whole) => Math.min(...[...e.byLayout.values()].map((c) => micro(c).f1));
    const metrics: Metric[] = [
      { name: 'micro F1, whole corpus', value: micro(whole.total).f1, unit: '', min: TARGETS.overall },
      { name: 'micro F1, held-out quarter', value: micro(heldOut.total).f1, unit: '', min: TARGETS.overall },
      { name: 'lowest layout micro F1, whole', value: lowest(whole), unit: '', min: TARGETS.perLayout },
      { name: 'lowest layout micro F1, held-out', value: lowest(heldOut), unit: '', min: TARGETS.perLayout },
      {
        name: 'work entries F1, whole',
        value: prf(whole.total.work_entries).f1,
        unit: '',
        min: TARGETS.workEntries,
      },
      {
        name: 'work entries F1, held-out',
        value: prf(heldOut.total.work_entries).f1,
        unit: '',
        min: TARGETS.workEntries,
      },
      {
        name: 'micro F1, fresh draw (80 résumés)',
        value: micro(fresh.total).f1,
        unit: '',
        min: TARGETS.overall,
      },
      { name: 'lowest layout micro F1, fresh draw', value: lowest(fresh), unit: '', min: TARGETS.perLayout },
      {
        name: 'work entries F1, fresh draw',
        value: prf(fresh.total.work_entries).f1,
        unit: '',
        min: TARGETS.workEntries,
      },
      { name: 'three-page résumé read (max of 5)', value: Math.max(...times), unit: 'ms', target: 1000 },
    ];
    const perLayout = (e: typeof whole) =>
      Object.fromEntries(
        [...e.byLayout].map(([layout, c]) => [layout, { ...micro(c), work: prf(c.work_entries).f1 }]),
      );
    return {
      name: 'resume-accuracy',
      metrics,
      details: {
        resumes: corpus.length,
        heldOut: heldOut.resumes,
        corpusDir: dir,
        threePageMs: { median: median(times), all: times },
        whole: { micro: micro(whole.total), fields: whole.total, layouts: perLayout(whole) },
        heldOutQuarter: { micro: micro(heldOut.total), fields: heldOut.total, layouts: perLayout(heldOut) },
        freshDraw: {
          seed: freshSeed,
          micro: micro(fresh.total),
          fields: fresh.total,
          layouts: perLayout(fresh),
        },
      },
    };
  },
};
