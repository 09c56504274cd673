import type { Month, TruthEntry } from './person.js';
import type { Rng } from './rng.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateStyle = 'Jan 2020' | '01/2020' | '2020-01' | 'January 2020' | '2020';
export const DATE_STYLES: DateStyle[] = ['Jan 2020', '01/2020', '2020-01', 'January 2020'];

/** How one résumé writes its dates: a point style, the dash between two points and the word for "now". */
export interface DateFormat {
  style: DateStyle;
  dash: string;
  now: string;
}

export function pickDateFormat(rng: Rng, styles: DateStyle[] = DATE_STYLES): DateFormat {
  const now = rng.pick(['Present', 'present', 'Current', 'to date', 'Present']);
  return {
    style: rng.pick(styles),
    dash: rng.pick([' – ', ' — ', ' - ', '–', ' to ']),
    now,
  };
}

export function formatMonth(month: Month, style: DateStyle): string {
  const [year, m] = month.split('-');
  if (!m || style === '2020') return year!;
  const index = Number(m) - 1;
  switch (style) {
    case 'Jan 2020':
      return `${MONTHS[index]!.slice(0, 3)} ${year}`;
    case 'January 2020':
      return `${MONTHS[index]} ${year}`;
    case '01/2020':
      return `${m}/${year}`;
    case '2020-01':
      return `${year}-${m}`;
  }
}

export function formatRange(entry: TruthEntry, format: DateFormat): string {
  const start = entry.start ? formatMonth(entry.start, format.style) : '';
  // "2019 to date" carries its own "to".
  if (entry.current && format.now === 'to date') return `${start} to date`;
  const end = entry.current ? format.now : entry.end ? formatMonth(entry.end, format.style) : '';
  return `${start}${format.dash}${end}`;
}

/** LinkedIn's "January 2021 - Present (3 years 11 months)". */
export function linkedinRange(entry: TruthEntry, now = '2025-11'): string {
  const start = formatMonth(entry.start!, 'January 2020');
  const end = entry.current ? 'Present' : formatMonth(entry.end!, 'January 2020');
  const months = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7) || '1') - 1;
  const length = months(entry.end ?? now) - months(entry.start!) + 1;
  const years = Math.floor(length / 12);
  const rest = length % 12;
  const parts = [
    years ? `${years} year${years > 1 ? 's' : ''}` : '',
    rest ? `${rest} month${rest > 1 ? 's' : ''}` : '',
  ];
  return `${start} - ${end} (${parts.filter(Boolean).join(' ')})`;
}

/** Europass: "01/03/2019 – CURRENT" (the day is printed; it is always the first here). */
export function europassRange(entry: TruthEntry): string {
  const point = (m: Month) => `01/${m.slice(5, 7)}/${m.slice(0, 4)}`;
  return `${point(entry.start!)} – ${entry.current ? 'CURRENT' : point(entry.end!)}`;
}
