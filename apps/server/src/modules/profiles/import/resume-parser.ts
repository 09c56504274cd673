import { LIMITS, type ImportedSections, type ImportedTimelineEntry } from '@careerhub/shared';
import { findCountry } from './countries.js';
import type { TextLine } from './pdf-lines.js';
import { headingKind, linesOf, splitSections, type Section } from './sections.js';
import { limitWords } from './text-utils.js';
import { BULLET, isLabelled, isLocation, joinParagraph } from './entry-text.js';
import { parseTimeline } from './timeline.js';

const NOISE = [/^page \d+ of \d+$/i, /^\d{1,3}\s*(?:\/\s*\d{1,3})?$/, /^-\s*\d+\s*-$/];
const CONTACT = /@|https?:\/\/|www\.|linkedin\.com|github\.com|(?:\+?\d[\d\s().-]{6,}\d)/i;

/** A resume is read as the same words whatever the layout: one text per line, bullets kept. */
const textsOf = (lines: TextLine[]) => lines.map((l) => l.text.replace(/\s+/g, ' ').trim()).filter(Boolean);

/**
 * The name is set largest on the first page. In a two-column layout (LinkedIn's "Save to PDF")
 * the side column comes first in reading order, so the name block is moved to the front.
 */
function nameFirst(lines: TextLine[]): TextLine[] {
  const firstPage = lines.filter((l) => l.page === 1);
  if (firstPage.length === 0) return lines;
  const sizes = firstPage.map((l) => l.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const largest = firstPage.reduce((a, b) => (b.size > a.size ? b : a));
  if (largest.size < median * 1.3) return lines;
  const start = lines.indexOf(largest);
  let end = start + 1;
  while (end < lines.length && !headingKind(lines[end]!.text)) end++;
  return [...lines.slice(start, end), ...lines.slice(0, start), ...lines.slice(end)];
}

/** "I used Python to automate reporting.": a sentence, whose words are not a list of skills. */
const isProse = (text: string) =>
  text.split(/\s+/).length >= 6 && (/[.!?]$/.test(text) || /^(I|My|We|Our|Used|Using|Worked)\b/.test(text));

/** "Python, SQL • Docker | Go" and bullet lists → distinct short items; sentences give none. */
export function splitItems(texts: string[], max: number): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const text of texts) {
    const body = text.replace(BULLET, '').replace(/^[A-Za-z &/]{2,30}:\s+/, '');
    if (isProse(body)) continue;
    for (const raw of body.split(/\s*(?:[,;•·|▪●]|\s{2,}|\s-\s)\s*/)) {
      const item = raw
        .replace(/^(and|&)\s+/i, '')
        .replace(/[.]+$/, '')
        .trim();
      const key = item.toLowerCase();
      if (!item || item.length > 50 || item.split(/\s+/).length > 5 || seen.has(key)) continue;
      seen.add(key);
      items.push(item);
      if (items.length === max) return items;
    }
  }
  return items;
}

function preferredLanguage(texts: string[]): string | null {
  const items = texts
    .flatMap((t) => t.replace(BULLET, '').split(/\s*[,;•·|]\s*/))
    .filter(Boolean)
    .map((item) => ({
      name: item.replace(/\s*[(:–-].*$/, '').trim(),
      isNative: /native|mother tongue|bilingual|first language/i.test(item),
    }));
  const pick = items.find((i) => i.isNative) ?? items[0];
  return pick?.name ? pick.name.slice(0, 60) : null;
}

const monthYear = (iso: string | null) => {
  if (!iso) return null;
  const [year, month] = iso.split('-');
  return month === '01'
    ? year!
    : `${new Date(Number(year), Number(month) - 1).toLocaleString('en', { month: 'long' })} ${year}`;
};

function period(entry: ImportedTimelineEntry): string {
  const start = monthYear(entry.start_date);
  const end = entry.is_currently_working ? 'present' : monthYear(entry.end_date);
  if (start && end) return ` (${start} – ${end})`;
  return start || end ? ` (${start ?? end})` : '';
}

const role = (e: ImportedTimelineEntry) => (e.institution ? `${e.title} at ${e.institution}` : e.title);

/** A short narrative from the timelines when the resume has no story of its own. */
export function composeCareerStory(
  work: ImportedTimelineEntry[],
  education: ImportedTimelineEntry[],
): string | null {
  const sentences: string[] = [];
  const [latest, ...earlier] = work;
  if (latest)
    sentences.push(
      `${latest.is_currently_working ? 'Currently' : 'Most recently'} ${role(latest)}${period(latest)}.`,
    );
  if (earlier.length)
    sentences.push(`Before that: ${earlier.map((e) => `${role(e)}${period(e)}`).join('; ')}.`);
  if (education.length)
    sentences.push(`Education: ${education.map((e) => `${role(e)}${period(e)}`).join('; ')}.`);
  return sentences.length ? limitWords(sentences.join(' '), LIMITS.storyWords) : null;
}

function headline(header: string[]): string | null {
  for (const text of header.slice(1, 4)) {
    // "Date of birth: 02/03/1990", "Nationality: Kenyan": labelled personal details, not a headline.
    if (CONTACT.test(text) || isLocation(text) || isLabelled(text) || text.length > LIMITS.title) continue;
    return text;
  }
  return null;
}

const byNewest = (a: ImportedTimelineEntry, b: ImportedTimelineEntry) =>
  Number(b.is_currently_working) - Number(a.is_currently_working) ||
  (b.start_date ?? b.end_date ?? '').localeCompare(a.start_date ?? a.end_date ?? '');

/** Reads a resume's lines into the import sections, without any outside service. */
export function parseResume(input: TextLine[]): ImportedSections {
  const lines = nameFirst(input.filter((l) => !NOISE.some((re) => re.test(l.text.trim()))));
  const isLinkedin =
    lines.some((l) => /linkedin\.com\/in\//i.test(l.text)) &&
    lines.some((l) => headingKind(l.text) === 'skills' && /top skills/i.test(l.text));
  const { header: headerLines, sections } = splitSections(lines);
  const header = textsOf(headerLines);
  const of = (kind: Section['kind']) => textsOf(linesOf(sections, kind));

  const work = parseTimeline(of('experience'), 'work', isLinkedin).sort(byNewest);
  const education = parseTimeline(of('education'), 'education', isLinkedin || undefined).sort(byNewest);
  const skillTexts = of('skills');
  const languageTexts = [...of('languages'), ...skillTexts.filter((t) => /^languages?\s*:/i.test(t))];
  const summary = joinParagraph(of('summary'));
  const story = joinParagraph(of('story'));

  return {
    work_experience_timelines: work,
    education_timelines: education,
    title: (headline(header) ?? work[0]?.title ?? null)?.slice(0, LIMITS.title) ?? null,
    country:
      [...header.slice(1), ...of('contact')].map(findCountry).find(Boolean) ??
      textsOf(linesOf(sections, 'experience'))
        .map((t) => (isLocation(t) ? findCountry(t) : null))
        .find(Boolean) ??
      null,
    preferred_language: preferredLanguage(languageTexts.map((t) => t.replace(/^languages?\s*:\s*/i, ''))),
    skills: splitItems(
      skillTexts.filter((t) => !/^languages?\s*:/i.test(t)),
      LIMITS.skills,
    ),
    topics: splitItems(of('interests'), LIMITS.topics),
    short_bio: summary ? limitWords(summary, LIMITS.bioWords) : null,
    career_story: story ? limitWords(story, LIMITS.storyWords) : composeCareerStory(work, education),
  };
}
