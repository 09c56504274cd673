/** Word counting as the spec's word limits mean it: runs of non-space characters. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Email pattern of the spec: non-space text, an @, text, a dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/u;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 80);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A count with thousands separators ("12,345"), as `toLocaleString('en')` writes it, without
 * touching `Intl`: its first use on a page loads locale data (about 50 ms on a phone), and the
 * job board and resource hub show a count on their first screen.
 */
export function formatCount(n: number): string {
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * "Nov 25, 2026" in the reader's time zone (as en-US `toLocaleDateString` writes it), without `Intl`;
 * in UTC with `zone: 'utc'` (what a page rendered on the server shows until the browser takes over).
 */
export function formatShortDate(
  iso: string | null | undefined,
  zone: 'local' | 'utc' = 'local',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return zone === 'utc'
    ? `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
