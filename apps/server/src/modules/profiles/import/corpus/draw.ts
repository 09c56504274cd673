import type { DrawnLine } from '../testing/pdf-builder.js';
import type { Rng } from './rng.js';

/** Drawing helpers the layouts share. */
export const p = (text: string, extra: Partial<DrawnLine> = {}): DrawnLine => ({ text, ...extra });

export interface HeadingStyle {
  caps: boolean;
  size: number;
  bold: boolean;
  colon: boolean;
}

export function pickHeadingStyle(rng: Rng): HeadingStyle {
  return {
    caps: rng.chance(0.6),
    size: rng.pick([11, 12, 13]),
    bold: rng.chance(0.85),
    colon: rng.chance(0.15),
  };
}

export function heading(text: string, style: HeadingStyle): DrawnLine {
  const label = style.caps ? text.toUpperCase() : text;
  return { text: style.colon ? `${label}:` : label, size: style.size, bold: style.bold, space: 10 };
}

export const BULLETS = ['•', '-', '*', '·', '–'];

/** The same skills as a comma, pipe, bullet or one-per-line list. */
export function skillList(rng: Rng, skills: string[], extra: Partial<DrawnLine> = {}): DrawnLine[] {
  const form = rng.pick(['comma', 'pipe', 'dot', 'lines', 'semicolon']);
  if (form === 'lines') return skills.map((s) => p(`• ${s}`, { indent: 8, ...extra }));
  const sep = { comma: ', ', pipe: ' | ', dot: ' • ', semicolon: '; ' }[form]!;
  return [p(skills.join(sep), extra)];
}

/** Inserts a page break before one of the lines from `from` on (a section that runs onto the next page). */
export function breakPageInside(rng: Rng, lines: DrawnLine[], from: number) {
  if (from >= lines.length - 1) return;
  const at = rng.int(from + 1, lines.length - 1);
  lines[at] = { ...lines[at]!, newPage: true };
}
