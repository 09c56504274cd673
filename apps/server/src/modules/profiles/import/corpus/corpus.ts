import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildResumePdf } from '../testing/pdf-builder.js';
import { academic, classic, linkedin, sidebar, type DrawnSample } from './layouts-a.js';
import { ats, europass, functional, student } from './layouts-b.js';
import type { ResumeTruth } from './person.js';
import { createRng, type Rng } from './rng.js';

export const LAYOUTS = {
  classic,
  sidebar,
  linkedin,
  academic,
  ats,
  europass,
  functional,
  student,
} satisfies Record<string, (rng: Rng) => DrawnSample>;
export type LayoutName = keyof typeof LAYOUTS;

/** The seed the corpus is drawn with; the held-out quarter follows from it. */
export const CORPUS_SEED = 20261124;
export const PER_LAYOUT = 6;

export interface CorpusResume {
  id: string;
  layout: LayoutName;
  /** Kept out of the rules' development: reported separately. */
  isHeldOut: boolean;
  truth: ResumeTruth;
  pdf: Uint8Array;
}

/**
 * Draws the résumé corpus: `perLayout` résumés of each of the eight layouts, every one its own
 * random person, dates, dashes and page breaks, and a quarter of each layout (chosen by the seed)
 * held out.
 */
export async function generateCorpus(seed = CORPUS_SEED, perLayout = PER_LAYOUT): Promise<CorpusResume[]> {
  const resumes: CorpusResume[] = [];
  for (const [index, [layout, draw]] of Object.entries(LAYOUTS).entries()) {
    const rng = createRng(seed + index * 7919);
    const heldOut = new Set(rng.sample([...Array(perLayout).keys()], Math.max(1, Math.round(perLayout / 4))));
    for (let i = 0; i < perLayout; i++) {
      const { drawn, truth } = draw(rng);
      resumes.push({
        id: `${layout}-${i + 1}`,
        layout: layout as LayoutName,
        isHeldOut: heldOut.has(i),
        truth,
        pdf: await buildResumePdf(drawn),
      });
    }
  }
  return resumes;
}

/** Writes each PDF with its ground truth beside it (`<id>.pdf`, `<id>.json`) into a cache folder. */
export function writeCorpus(
  resumes: CorpusResume[],
  dir = path.join(tmpdir(), 'careerhub-resume-corpus'),
): string {
  mkdirSync(dir, { recursive: true });
  for (const resume of resumes) {
    writeFileSync(path.join(dir, `${resume.id}.pdf`), resume.pdf);
    const { pdf: _pdf, ...rest } = resume;
    writeFileSync(path.join(dir, `${resume.id}.json`), `${JSON.stringify(rest, null, 2)}\n`);
  }
  return dir;
}
