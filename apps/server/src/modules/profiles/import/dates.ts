/**
 * Dates and date ranges as resumes write them: "Jan 2020 – Present", "2018-2020", "03/2019 - 12/2021",
 * "2020-01 to date", Europass "01/03/2019 – CURRENT" (day first).
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DAY_MONTH = String.raw`(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|[12]\d|3[01])[/.]${YEAR}`;
const POINT = String.raw`(?:${DAY_MONTH}|${MONTH},?\s+${YEAR}|(?:0?[1-9]|1[0-2])[/.]${YEAR}|${YEAR}[/-](?:0?[1-9]|1[0-2])(?!\d)|${YEAR})`;
const OPEN_END = String.raw`(?:present|current(?:ly)?|now|today|ongoing|to date|date|heute|atual|actual)`;
const SEPARATOR = String.raw`\s*(?:–|—|−|-|~|to|until|till)\s*`;

const RANGE = new RegExp(
  String.raw`(?<![\d/])\(?(${POINT})${SEPARATOR}(${POINT}|${OPEN_END})(?![\d/])\)?(?:\s*\([^)]*\))?`,
  'i',
);
const SINGLE = new RegExp(String.raw`\(?\b(${POINT})\b\)?`, 'i');

export interface DateRange {
  start: string | null;
  end: string | null;
  isCurrent: boolean;
  /** The matched text, so callers can remove it from the line. */
  matched: string;
}

/** A date point as YYYY-MM-01 (months default to January). */
export function toIsoDate(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/[.,]/g, ' ');
  let m = /^([a-z]+)\s+(\d{4})$/.exec(t.replace(/\s+/g, ' '));
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3));
    return month >= 0 ? `${m[2]}-${String(month + 1).padStart(2, '0')}-01` : null;
  }
  m = /^(\d{1,2})[/. ](\d{1,2})[/. ](\d{4})$/.exec(t);
  if (m) {
    // Day first (Europass, most of the world); a second number above 12 can only be a US-style day.
    const [first, second] = [Number(m[1]), Number(m[2])];
    const month = second > 12 && first <= 12 ? first : second;
    return month >= 1 && month <= 12 ? `${m[3]}-${String(month).padStart(2, '0')}-01` : null;
  }
  m = /^(\d{1,2})[/ ](\d{4})$/.exec(t);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}-01`;
  m = /^(\d{4})[/-](\d{1,2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}-01`;
  m = /^(\d{4})$/.exec(t);
  return m ? `${m[1]}-01-01` : null;
}

/** The first date range in a line, e.g. "Jan 2020 – Present (4 years)". */
export function findDateRange(line: string): DateRange | null {
  const m = RANGE.exec(line);
  if (!m) return null;
  const isCurrent = new RegExp(`^${OPEN_END}$`, 'i').test(m[2]!.trim());
  const start = toIsoDate(m[1]!);
  const end = isCurrent ? null : toIsoDate(m[2]!);
  // "2020 - 2018" is a typo more often than a time machine: keep the order that makes sense.
  if (start && end && end < start) return { start: end, end: start, isCurrent, matched: m[0] };
  return { start, end, isCurrent, matched: m[0] };
}

/** A lone date such as a graduation year ("2016", "May 2019"): read as the end of the entry. */
export function findSingleDate(line: string): DateRange | null {
  const m = SINGLE.exec(line);
  if (!m) return null;
  return { start: null, end: toIsoDate(m[1]!), isCurrent: false, matched: m[0] };
}
