import { LIMITS, type ImportedSections } from '@careerhub/shared';
import type { Month, ResumeTruth, TruthEntry } from './person.js';

/** Fields scored, each as true positives, false positives and false negatives. */
export const SCORED_FIELDS = [
  'title',
  'country',
  'skills',
  'short_bio',
  'work_entries',
  'work_start',
  'work_end',
  'education_entries',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
export type FieldCounts = Record<ScoredField, Counts>;

/** Case, accents kept; punctuation, dashes and spacing ignored ("Pvt. Ltd." = "Pvt Ltd"). */
export const normalize = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,;:'’"()]/g, '')
    .replace(/[‐‑‒–—−-]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
export const emptyCounts = (): FieldCounts =>
  Object.fromEntries(SCORED_FIELDS.map((f) => [f, empty()])) as FieldCounts;

/** One value against one truth: right, wrong (a false positive and a miss), missing, or rightly empty. */
function scoreValue(
  c: Counts,
  predicted: string | null | undefined,
  truth: string | null,
  same = (a: string, b: string) => normalize(a) === normalize(b),
) {
  const hasPrediction = Boolean(predicted?.trim());
  if (truth && hasPrediction && same(predicted!, truth)) c.tp++;
  else {
    if (hasPrediction) c.fp++;
    if (truth) c.fn++;
  }
}

const words = (text: string) => new Set(normalize(text).split(' ').filter(Boolean));
/** A bio matches when nine in ten of its words are the printed ones (a hyphenated line break may join two). */
function sameBio(a: string, b: string) {
  const [x, y] = [words(a), words(b)];
  const common = [...x].filter((w) => y.has(w)).length;
  return common / Math.max(x.size, y.size) >= 0.9;
}

/** "2020-03-01" read for a month "2020-03", or for a year "2020" the year only. */
function sameMonth(predicted: string | null, truth: Month) {
  if (!predicted) return false;
  return truth.length === 4 ? predicted.slice(0, 4) === truth : predicted.slice(0, 7) === truth;
}

const entryKey = (title: string, institution: string | null) =>
  `${normalize(title)}|${normalize(institution)}`;

/** Entries match on title and institution together; each truth entry is matched once. */
function matchEntries(predicted: ImportedSections['work_experience_timelines'], truth: TruthEntry[]) {
  const unmatched = [...truth];
  const pairs: Array<{ predicted: (typeof predicted)[number] | null; truth: TruthEntry | null }> = [];
  for (const entry of predicted) {
    const i = unmatched.findIndex(
      (t) => entryKey(t.title, t.institution) === entryKey(entry.title, entry.institution),
    );
    pairs.push({ predicted: entry, truth: i >= 0 ? unmatched.splice(i, 1)[0]! : null });
  }
  for (const t of unmatched) pairs.push({ predicted: null, truth: t });
  return pairs;
}

/** Adds one résumé's outcome to `into`, field by field. */
export function scoreResume(
  predicted: ImportedSections,
  truth: ResumeTruth,
  into: FieldCounts = emptyCounts(),
): FieldCounts {
  scoreValue(into.title, predicted.title, truth.title);
  scoreValue(into.country, predicted.country, truth.country);
  scoreValue(into.short_bio, predicted.short_bio, truth.shortBio, sameBio);

  // A profile holds seven skills: recall is counted against the first seven the résumé lists at most.
  const truthSkills = new Set(truth.skills.map(normalize));
  const found = new Set(predicted.skills.map(normalize));
  const hits = [...found].filter((s) => truthSkills.has(s)).length;
  into.skills.tp += hits;
  into.skills.fp += found.size - hits;
  into.skills.fn += Math.max(0, Math.min(truthSkills.size, LIMITS.skills) - hits);

  for (const pair of matchEntries(predicted.work_experience_timelines, truth.work)) {
    const { predicted: p, truth: t } = pair;
    if (p && t) into.work_entries.tp++;
    else if (p) into.work_entries.fp++;
    else into.work_entries.fn++;
    // Dates are scored on every entry: a matched entry's dates are right or wrong; an unmatched
    // entry's dates count as misses (truth) or false positives (prediction).
    const start = into.work_start;
    const end = into.work_end;
    if (p && t) {
      scoreValue(start, p.start_date, t.start, (a, b) => sameMonth(a, b));
      scoreValue(
        end,
        p.is_currently_working ? 'current' : p.end_date,
        t.current ? 'current' : t.end,
        (a, b) => (b === 'current' ? a === 'current' : sameMonth(a, b)),
      );
    } else if (p) {
      if (p.start_date) start.fp++;
      if (p.end_date || p.is_currently_working) end.fp++;
    } else if (t) {
      if (t.start) start.fn++;
      if (t.end || t.current) end.fn++;
    }
  }
  for (const pair of matchEntries(predicted.education_timelines, truth.education)) {
    if (pair.predicted && pair.truth) into.education_entries.tp++;
    else if (pair.predicted) into.education_entries.fp++;
    else into.education_entries.fn++;
  }
  return into;
}

export function addCounts(a: FieldCounts, b: FieldCounts): FieldCounts {
  const out = emptyCounts();
  for (const f of SCORED_FIELDS)
    out[f] = { tp: a[f].tp + b[f].tp, fp: a[f].fp + b[f].fp, fn: a[f].fn + b[f].fn };
  return out;
}

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
}
export function prf({ tp, fp, fn }: Counts): Prf {
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Micro average: every field's counts summed, then P/R/F1. */
export function micro(counts: FieldCounts): Prf {
  const total = SCORED_FIELDS.reduce(
    (acc, f) => ({ tp: acc.tp + counts[f].tp, fp: acc.fp + counts[f].fp, fn: acc.fn + counts[f].fn }),
    empty(),
  );
  return prf(total);
}
