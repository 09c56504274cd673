import { findCountry } from './countries.js';
import { findDateRange } from './dates.js';

/** The words and shapes of a timeline entry's lines: titles, employers, places, labels, sentences. */

export const BULLET = /^\s*(?:[•·▪●◦‣∙*►▸➢✓–—-]|\d{1,2}[.)])\s+/;

export const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|intern|director|lead|consultant|designer|scientist|officer|specialist|coordinator|assistant|associate|teacher|lecturer|professor|researcher|head|vp|vice president|president|founder|co-founder|ceo|cto|cfo|coo|architect|administrator|nurse|accountant|writer|editor|programmer|technician|advisor|adviser|fellow|trainee|owner|partner|executive|representative|strategist|product owner|mentor|tutor|instructor|volunteer|supervisor|chief|principal|senior|junior|staff|marketer|recruiter|epidemiologist|auditor|barista|clerk|pharmacist|physician|economist|statistician|translator|agent|operator)\b/i;
export const ORG_WORDS =
  /\b(inc|ltd|llc|gmbh|corp|corporation|company|co\.|plc|bank|group|labs?|technologies|technology|solutions|systems|studio|agency|foundation|ngo|ministry|hospital|university|college|institute|school|academy|limited|partners|ventures|consulting|services|pvt|ltda|llp|ag|kg|sarl|s\.a(?=\.)|s\.p\.a(?=\.))\b/i;
export const DEGREE_WORDS =
  /\b(bachelor|master|mba|ph\.?d|doctor|doctorate|diploma|certificate|associate|b\.?sc|m\.?sc|b\.?a\b|m\.?a\b|b\.?e\b|m\.?e\b|b\.?tech|m\.?tech|beng|meng|bs\b|ms\b|high school|a-levels|gcse|slc|plus two|\+2|degree|major|minor|honours|honors)\b/i;
export const ORG_WORDS_AND_SCHOOLS = new RegExp(
  `${ORG_WORDS.source}|\\b(university|universit[àéä]t|universidade|college|school|institute)\\b`,
  'i',
);
export const SCHOOL_WORDS =
  /\b(university|college|school|institute|academy|polytechnic|campus|universit[àéä]t|école|escuela)\b/i;

export const SEPARATORS = [
  /\s+\|\s+/,
  /\s+[·•]\s+/,
  /\s+[—–]\s+/,
  /\s+-\s+/,
  /\s+at\s+/i,
  /\s+@\s+/,
  /,\s+/,
  /\s{2,}/,
];

export const clean = (text: string) =>
  text
    .replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** "San Francisco, CA", "Remote", "Kathmandu, Nepal": a place, not a title or an employer. */
export function isLocation(text: string): boolean {
  const t = clean(text);
  if (!t || t.length > 60 || /\.\s|\.$/.test(t)) return false;
  if (/^(remote|hybrid|on-?site)$/i.test(t) || /\b(area|metropolitan)\b/i.test(t)) return true;
  if (TITLE_WORDS.test(t) || ORG_WORDS.test(t)) return false;
  return findCountry(t) !== null;
}

/** "Business or sector: ...", "GPA: 3.8/4.0": a labelled detail of an entry, never its title or employer. */
export const isLabelled = (text: string) => /^[A-Z][A-Za-z()/&' -]{1,30}:\s/.test(text.trim());

/** LinkedIn's total at one employer ("5 years 2 months") above the roles held there. */
export const isDuration = (text: string) =>
  /^\(?\d{1,2}\s+years?(\s+\d{1,2}\s+months?)?\)?$|^\(?\d{1,2}\s+months?\)?$/i.test(text.trim());

/** A place alone, not "Nubank - São Paulo, Brazil" (an employer joined to its place). */
export const isPlace = (text: string) => isLocation(text) && !/\s[|·•—–-]\s/.test(text);

const LOCATION_SEPARATORS = [/\s+\|\s+/, /\s+[·•]\s+/, /\s+[—–]\s+/, /\s+-\s+/, /,\s+/];

/** "Nubank - São Paulo, Brazil", "Siemens AG | Hamburg, Germany" → the part before the place. */
export function stripLocation(text: string): string {
  if (isPlace(text)) return '';
  for (const separator of LOCATION_SEPARATORS) {
    const parts = text.split(separator);
    // The longest tail that is a place, leaving something in front of it.
    for (let i = 1; i < parts.length; i++) {
      const tail = parts.slice(i).join(separator.source.includes(',') ? ', ' : ' ');
      if (isLocation(tail) || isLocation(parts.slice(i).join(', '))) {
        const head = parts.slice(0, i).join(separator.source.includes(',') ? ', ' : ' - ');
        return clean(head);
      }
    }
  }
  return text;
}

/** Ends like a sentence: a full stop after a word that is not an abbreviation such as "Inc." or "B.Sc.". */
export const isSentence = (text: string) =>
  /;$/.test(text) ||
  (/\.$/.test(text) && !/(?:^|\s)(?:[A-Z][A-Za-z]{0,3}\.|(?:[A-Za-z]\.){2,}[A-Za-z]*\.?)$/.test(text));

/** Joins wrapped lines into text: "devel-" + "opment" → "development"; bullets stay on their own lines. */
export function joinParagraph(texts: string[]): string {
  let out = '';
  for (const text of texts) {
    if (BULLET.test(text)) out += `${out ? '\n' : ''}${text.replace(BULLET, '').trim()}`;
    else if (out.endsWith('-')) out = out.slice(0, -1) + text;
    else out += out ? ` ${text}` : text;
  }
  return out.trim();
}

export function isHeaderCandidate(text: string): boolean {
  return (
    !BULLET.test(text) &&
    text.length <= 100 &&
    !isSentence(text.trim()) &&
    !findDateRange(text) &&
    !isLabelled(text) &&
    !isDuration(text)
  );
}

const SMALL_WORDS = new Set(['of', 'and', 'in', 'for', 'the', 'at', 'on', 'to']);

/** "HEALTH PROGRAMME MANAGER" (Europass) → "Health Programme Manager"; "MSc", "UX" and mixed case stay. */
export function fromCapitals(text: string): string {
  if (!/[A-Z]{2,}/.test(text) || /[a-z]/.test(text) || text.replace(/[^A-Z]/g, '').length <= 4) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/^\p{L}/u, (c) => c.toUpperCase())))
    .join(' ');
}
