import { LIMITS, type ImportedTimelineEntry } from '@careerhub/shared';
import { findDateRange, findSingleDate, type DateRange } from './dates.js';
import {
  clean,
  DEGREE_WORDS,
  fromCapitals,
  isDuration,
  isHeaderCandidate,
  isLabelled,
  isLocation,
  isPlace,
  joinParagraph,
  ORG_WORDS,
  ORG_WORDS_AND_SCHOOLS,
  SCHOOL_WORDS,
  SEPARATORS,
  stripLocation,
  TITLE_WORDS,
  BULLET,
} from './entry-text.js';

const LEGAL_SUFFIX = /^(inc|ltd|llc|llp|plc|gmbh|ag|se|sa|s\.a|ltda|pvt\.? ltd|co|corp|limited)\.?$/i;

/** "Title, Department of X, University", "Title, Employer, City": the title and the employer among comma parts. */
function splitCommaParts(text: string, orgish: RegExp): string[] | null {
  const raw = text.split(/,\s+/).map(clean).filter(Boolean);
  const parts: string[] = [];
  for (const part of raw) {
    if (parts.length && LEGAL_SUFFIX.test(part)) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  if (parts.length < 3) return null;
  const places = parts.slice(1).filter((p) => !isLocation(p));
  // "Department of Economics" names a unit inside the institution, not the institution.
  const units = /^(department|dept\.?|faculty|division|centre|center|school|unit|chair) (of|for)\b/i;
  const rest = places.filter((p) => !units.test(p));
  const org = [...rest].reverse().find((p) => orgish.test(p));
  return [parts[0]!, org ?? rest[0] ?? places[0] ?? parts[1]!];
}

/** Splits "Senior Engineer at Acme" or "Acme | Senior Engineer" at its strongest separator. */
function splitPair(text: string): string[] {
  for (const separator of SEPARATORS) {
    const parts = text.split(separator).map(clean).filter(Boolean);
    if (parts.length >= 2) return [parts[0]!, parts.slice(1).join(', ')];
  }
  return [text];
}

/** Separators that clearly join a title and an employer on one line (not the comma, which places use). */
const STRONG_SEPARATORS = SEPARATORS.slice(0, 6);

/** "Title - Company" on one line: it already names both. */
const namesBoth = (text: string) =>
  STRONG_SEPARATORS.some((separator) => text.split(separator).map(clean).filter(Boolean).length === 2);

/** "Amman", "Remote", "Lagos": a short place after the dates, not an employer (no title or company words, no digits). */
const isShortPlace = (text: string) =>
  text.split(/\s+/).length <= 3 &&
  !/\d/.test(text) &&
  !TITLE_WORDS.test(text) &&
  !ORG_WORDS.test(text) &&
  !SCHOOL_WORDS.test(text);

const count = (pattern: RegExp, text: string) => text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;

/** Orders header pieces as [title, institution] using what the words say, else the layout's order. */
function assign(
  pieces: string[],
  type: 'work' | 'education',
  institutionFirst: boolean,
): { title: string; institution: string | null; lean: number } {
  const useful = pieces
    .map((p) => clean(stripLocation(clean(p))))
    .filter((p) => p && !isPlace(p) && !isDuration(p) && !isLabelled(p));
  const titleish = type === 'work' ? TITLE_WORDS : DEGREE_WORDS;
  const orgish = type === 'work' ? ORG_WORDS_AND_SCHOOLS : SCHOOL_WORDS;
  const parts = useful.length === 1 ? (splitCommaParts(useful[0]!, orgish) ?? splitPair(useful[0]!)) : useful;
  if (parts.length <= 1) return { title: parts[0] ?? '', institution: null, lean: 0 };
  const [a, b] = [parts[0]!, parts[1]!];
  const score = (text: string) => count(titleish, text) - count(orgish, text);
  const lean = Math.sign(score(b) - score(a));
  const swap = lean === 0 ? institutionFirst : lean > 0;
  return swap ? { title: b, institution: a, lean } : { title: a, institution: b, lean };
}

interface Anchor {
  index: number;
  range: DateRange;
  rest: string;
}

const DATE_WORDS = /\b(expected|anticipated|graduat(?:ed|ion)|since|from|dates?)\b:?/gi;

function findAnchors(texts: string[], type: 'work' | 'education'): Anchor[] {
  const anchors: Anchor[] = [];
  texts.forEach((text, index) => {
    if (BULLET.test(text) && type === 'work') return;
    if (isLabelled(text) && !/^dates?\s*:/i.test(text)) return;
    let range = findDateRange(text);
    if (!range && type === 'education') {
      const single = findSingleDate(text);
      if (single && text.replace(single.matched, '').trim().length < 80) range = single;
    }
    if (!range) return;
    const rest = clean(text.replace(range.matched, ' ').replace(DATE_WORDS, ' '));
    // "01/03/2019 – CURRENT  Lisbon, Portugal": the place beside the dates is not a header.
    anchors.push({ index, range, rest: isPlace(rest) ? '' : rest });
  });
  return anchors;
}

/**
 * Work or education entries of one section. Each entry is anchored on its date line; the first
 * entry shows the layout (how many header lines sit above the date, whether some sit below), and
 * the same layout is read for every entry after it.
 */
export function parseTimeline(
  input: string[],
  type: 'work' | 'education',
  institutionFirst = false,
): ImportedTimelineEntry[] {
  const texts = input.filter((t) => !isDuration(t));
  const anchors = findAnchors(texts, type);
  if (anchors.length === 0) return parseUndated(texts, type, institutionFirst);
  const anchorAt = new Set(anchors.map((a) => a.index));
  const isHeader = (i: number) => texts[i] !== undefined && !anchorAt.has(i) && isHeaderCandidate(texts[i]!);

  const first = anchors[0]!;
  let above = 0;
  while (above < 2 && isHeader(first.index - above - 1)) above++;
  let below = 0;
  if (above === 0) {
    while (
      below < (first.rest ? 1 : 2) &&
      isHeader(first.index + 1 + below) &&
      !isPlace(texts[first.index + 1 + below]!) &&
      texts[first.index + 1 + below]!.length < 80
    )
      below++;
  }

  const drafts = anchors.map((anchor, n) => {
    const previousEnd = n === 0 ? -1 : anchors[n - 1]!.index + below;
    // The header lines right above the dates, as many as the layout has, never a previous entry's body.
    let top = anchor.index;
    while (top > previousEnd + 1 && anchor.index - top < above && isHeader(top - 1)) top--;
    const header = texts.slice(top, anchor.index);
    let last = anchor.index;
    while (last - anchor.index < below && isHeader(last + 1)) last++;
    const headerBelow = texts.slice(anchor.index + 1, last + 1);
    let bodyStart = last + 1;
    if (texts[bodyStart] !== undefined && isPlace(texts[bodyStart]!)) bodyStart++;
    const next = anchors[n + 1];
    let bodyEnd = next ? next.index : texts.length;
    while (next && bodyEnd > bodyStart && next.index - bodyEnd < above && isHeader(bodyEnd - 1)) bodyEnd--;
    const description = joinParagraph(texts.slice(bodyStart, bodyEnd)).slice(0, LIMITS.body);
    // "Title - Company" above "Mar 2021 - Present | Amman": what follows the dates is the place.
    const lines = [...header, ...headerBelow];
    const rest =
      lines.length === 1 && namesBoth(stripLocation(lines[0]!)) && isShortPlace(anchor.rest)
        ? ''
        : anchor.rest;
    const pieces = [...header, rest, ...headerBelow];
    return { anchor, header, pieces, description, lean: assign(pieces, type, institutionFirst).lean };
  });
  // One layout per section: where the words cannot tell title from employer, the order the other entries show decides.
  const leaning = drafts.reduce((sum, d) => sum + d.lean, 0);
  const tieBreak = leaning === 0 ? institutionFirst : leaning > 0;

  const entries: ImportedTimelineEntry[] = [];
  for (const { anchor, header, pieces, description } of drafts) {
    const { title, institution } = assign(pieces, type, tieBreak);
    // LinkedIn lists several roles under one employer: a role without its own employer line is held there.
    const inherited =
      !institution && institutionFirst && above === 2 && header.length === 1
        ? (entries.at(-1)?.institution ?? null)
        : institution;
    entries.push({
      title: fromCapitals(title).slice(0, LIMITS.title),
      institution: inherited?.slice(0, 200) ?? null,
      description,
      start_date: anchor.range.start,
      end_date: anchor.range.end,
      is_currently_working: anchor.range.isCurrent,
    });
  }
  return entries.filter((e) => e.title);
}

/** No dates at all: each short line that is not a bullet starts an entry, the rest describes it. */
function parseUndated(
  texts: string[],
  type: 'work' | 'education',
  institutionFirst: boolean,
): ImportedTimelineEntry[] {
  const entries: ImportedTimelineEntry[] = [];
  for (const text of texts) {
    const last = entries.at(-1);
    if (isHeaderCandidate(text) && (!last || last.description || type === 'education')) {
      const { title, institution } = assign([text], type, institutionFirst);
      entries.push({
        title,
        institution,
        description: '',
        start_date: null,
        end_date: null,
        is_currently_working: false,
      });
    } else if (last) {
      last.description = [last.description, text.replace(BULLET, '').trim()]
        .filter(Boolean)
        .join('\n')
        .slice(0, LIMITS.body);
    }
  }
  return entries;
}
