import { EVAL_QUESTIONS, isHeldOut, type EvalQuestion } from './questions.js';

export const QUALITY_TARGETS = { hitAt5: 0.9, mrr: 0.75 } as const;

export interface QualityScore {
  questions: number;
  hitAt5: number;
  mrr: number;
  misses: Array<{ question: string; top: string[] }>;
}

/** hit@5 and mean reciprocal rank of the first answering item, over ranked titles per question. */
export async function scoreRetrieval(
  questions: EvalQuestion[],
  rankedTitles: (question: string) => Promise<string[]>,
): Promise<QualityScore> {
  let hits = 0;
  let reciprocal = 0;
  const misses: QualityScore['misses'] = [];
  for (const q of questions) {
    const titles = await rankedTitles(q.question);
    const rank = titles.findIndex((t) => q.answers.includes(t));
    if (rank >= 0 && rank < 5) hits += 1;
    else misses.push({ question: q.question, top: titles.slice(0, 5) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = questions.length || 1;
  return { questions: questions.length, hitAt5: hits / n, mrr: reciprocal / n, misses };
}

export const tuningSet = () => EVAL_QUESTIONS.filter((_, i) => !isHeldOut(i));
export const heldOutSet = () => EVAL_QUESTIONS.filter((_, i) => isHeldOut(i));
