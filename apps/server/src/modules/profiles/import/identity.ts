import type { ImportedIdentity } from '@careerhub/shared';
import type { TextLine } from './pdf-lines.js';
import { fromCapitals } from './entry-text.js';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Words that start a family name: "Thiago de Souza Lima", "Emily Van der Berg". */
const PARTICLES = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'di',
  'van',
  'von',
  'der',
  'den',
  'la',
  'le',
  'bin',
  'ibn',
  'al',
  'el',
]);
const NAME = /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){1,4}$/u;

/** "Thiago de Souza Lima" → ["Thiago", "de Souza Lima"]; "Sai Krishna Reddy" → ["Sai Krishna", "Reddy"]. */
export function splitName(full: string): { first: string; last: string } | null {
  const words = fromCapitals(full.trim()).split(/\s+/);
  if (words.length < 2) return null;
  const particle = words.findIndex((w, i) => i > 0 && PARTICLES.has(w.toLowerCase()));
  const cut = particle > 0 ? particle : words.length - 1;
  return { first: words.slice(0, cut).join(' '), last: words.slice(cut).join(' ') };
}

/** The person's name (the largest text on the first page, when it reads as a name) and email. */
export function readIdentity(lines: TextLine[]): ImportedIdentity {
  const firstPage = lines.filter((l) => l.page === 1);
  const largest = firstPage.reduce<TextLine | null>((a, b) => (!a || b.size > a.size ? b : a), null);
  const sizes = firstPage.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const text = largest?.text.replace(/\s+/g, ' ').trim() ?? '';
  const name = largest && largest.size >= body * 1.15 && NAME.test(text) ? splitName(text) : null;
  const email = lines.map((l) => EMAIL.exec(l.text)?.[0]).find(Boolean) ?? null;
  return {
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    email: email?.toLowerCase() ?? null,
  };
}
