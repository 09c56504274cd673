import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiLlm } from '../../../platform/llm/openai.js';
import { generateCorpus, LAYOUTS, PER_LAYOUT, type CorpusResume } from './corpus/corpus.js';
import { evaluate, report, shortfalls } from './corpus/evaluate.js';
import { micro, prf } from './corpus/score.js';
import { truthAsSections } from './corpus/truth-sections.js';
import { readPdfLines } from './pdf-lines.js';
import { readResumeLines } from './read-resume.js';
import { parseResume } from './resume-parser.js';
import { chatCompletion, startStandIn } from './testing/stand-in.js';

let corpus: CorpusResume[];
beforeAll(async () => {
  corpus = await generateCorpus();
}, 60_000);

describe('the résumé corpus', () => {
  it('has every layout, four or more of each, a held-out quarter and a ground truth per PDF', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(32);
    for (const layout of Object.keys(LAYOUTS)) {
      const of = corpus.filter((r) => r.layout === layout);
      expect(of.length).toBe(PER_LAYOUT);
      expect(of.filter((r) => r.isHeldOut).length).toBeGreaterThanOrEqual(1);
    }
    expect(corpus.filter((r) => r.isHeldOut).length).toBe(Math.round(PER_LAYOUT / 4) * 8);
    for (const r of corpus) expect(r.truth.work.length).toBeGreaterThan(0);
  });

  it('is the same for the same seed and different for another', { timeout: 60_000 }, async () => {
    const again = await generateCorpus();
    const other = await generateCorpus(7);
    expect(again.map((r) => [r.truth, r.isHeldOut])).toEqual(corpus.map((r) => [r.truth, r.isHeldOut]));
    expect(other.map((r) => r.truth)).not.toEqual(again.map((r) => r.truth));
  });
});

describe('the built-in reader on the corpus', () => {
  it('meets the targets on the whole corpus and on the held-out quarter', async () => {
    const read = async (pdf: Uint8Array) => parseResume(await readPdfLines(pdf));
    const whole = await evaluate(corpus, read);
    const heldOut = await evaluate(
      corpus.filter((r) => r.isHeldOut),
      read,
    );
    console.log(`${report(whole, 'parser, whole corpus')}\n\n${report(heldOut, 'parser, held-out quarter')}`);
    expect([...shortfalls(whole, 'whole'), ...shortfalls(heldOut, 'held-out')]).toEqual([]);
    expect(micro(whole.total).f1).toBeGreaterThanOrEqual(0.9);
    expect(prf(whole.total.work_entries).f1).toBeGreaterThanOrEqual(0.85);
  }, 120_000);
});

describe('the language-model path on the corpus (local OpenAI-compatible stand-in)', () => {
  it('scores the model when it answers and the parser when it fails', async () => {
    // The stand-in answers like a faithful model for three résumés in four and fails the fourth
    // (server error or broken JSON in turn), so the fallback is scored too.
    let calls = 0;
    const standIn = await startStandIn((request) => {
      calls++;
      const prompt = JSON.stringify(request.body);
      const resume = corpus.find((r) => prompt.includes(r.truth.email));
      if (!resume || calls % 4 === 0) return { status: 500, json: { error: { message: 'overloaded' } } };
      if (calls % 4 === 3) return { status: 200, json: chatCompletion('{"work_experience_timelines": [') };
      return { status: 200, json: chatCompletion(JSON.stringify(truthAsSections(resume.truth))) };
    });
    try {
      const llm = createOpenAiLlm({ baseUrl: `${standIn.url}/v1`, model: 'stand-in', timeoutMs: 5000 });
      const readers = { llm: 0, parser: 0 };
      const result = await evaluate(corpus, async (pdf) => {
        const read = await readResumeLines(await readPdfLines(pdf), llm);
        readers[read.extractedBy]++;
        return read.sections;
      });
      console.log(`${report(result, 'language model through the stand-in, parser on failure')}`);
      expect(readers.llm).toBeGreaterThan(0);
      expect(readers.parser).toBeGreaterThan(0);
      expect(readers.llm + readers.parser).toBe(corpus.length);
      expect(shortfalls(result, 'llm')).toEqual([]);
    } finally {
      await standIn.close();
    }
  }, 120_000);
});
