import type { ImportedSections } from '@careerhub/shared';
import type { CorpusResume, LayoutName } from './corpus.js';
import { addCounts, emptyCounts, micro, prf, SCORED_FIELDS, scoreResume, type FieldCounts } from './score.js';

export const TARGETS = { overall: 0.9, perLayout: 0.8, workEntries: 0.85 };

export interface Evaluation {
  byLayout: Map<LayoutName, FieldCounts>;
  total: FieldCounts;
  resumes: number;
  /** Per résumé, for finding what a rule gets wrong. */
  each: Array<{ id: string; counts: FieldCounts; predicted: ImportedSections }>;
  slowestMs: number;
}

/** Reads every résumé with `read` and scores it against its ground truth. */
export async function evaluate(
  resumes: CorpusResume[],
  read: (pdf: Uint8Array) => Promise<ImportedSections>,
): Promise<Evaluation> {
  const byLayout = new Map<LayoutName, FieldCounts>();
  const each: Evaluation['each'] = [];
  let total = emptyCounts();
  let slowestMs = 0;
  for (const resume of resumes) {
    const started = performance.now();
    const predicted = await read(resume.pdf);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    const counts = scoreResume(predicted, resume.truth);
    each.push({ id: resume.id, counts, predicted });
    byLayout.set(resume.layout, addCounts(byLayout.get(resume.layout) ?? emptyCounts(), counts));
    total = addCounts(total, counts);
  }
  return { byLayout, total, resumes: resumes.length, each, slowestMs };
}

/** Where the evaluation misses a target (empty when every target is met). */
export function shortfalls(evaluation: Evaluation, label: string): string[] {
  const out: string[] = [];
  const overall = micro(evaluation.total).f1;
  if (overall < TARGETS.overall) out.push(`${label}: micro F1 ${overall.toFixed(3)} < ${TARGETS.overall}`);
  const work = prf(evaluation.total.work_entries).f1;
  if (work < TARGETS.workEntries)
    out.push(`${label}: work entries F1 ${work.toFixed(3)} < ${TARGETS.workEntries}`);
  for (const [layout, counts] of evaluation.byLayout) {
    const f1 = micro(counts).f1;
    if (f1 < TARGETS.perLayout)
      out.push(`${label}: ${layout} micro F1 ${f1.toFixed(3)} < ${TARGETS.perLayout}`);
    if (counts.work_entries.tp === 0) out.push(`${label}: ${layout} has no work entry right`);
  }
  return out;
}

const pct = (v: number) => v.toFixed(2);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The per-field and per-layout tables (Markdown). */
export function report(evaluation: Evaluation, label: string): string {
  const fieldRows = SCORED_FIELDS.map((f) => {
    const c = evaluation.total[f];
    const s = prf(c);
    return [f, String(c.tp), String(c.fp), String(c.fn), pct(s.precision), pct(s.recall), pct(s.f1)];
  });
  const m = micro(evaluation.total);
  fieldRows.push(['micro', '', '', '', pct(m.precision), pct(m.recall), pct(m.f1)]);
  const layoutRows = [...evaluation.byLayout].map(([layout, counts]) => {
    const s = micro(counts);
    return [layout, pct(s.precision), pct(s.recall), pct(s.f1), pct(prf(counts.work_entries).f1)];
  });
  return [
    `${label} (${evaluation.resumes} résumés)`,
    '',
    table(['field', 'TP', 'FP', 'FN', 'P', 'R', 'F1'], fieldRows),
    '',
    table(['layout', 'P', 'R', 'micro F1', 'work F1'], layoutRows),
  ].join('\n');
}
