import { describe, expect, it } from 'vitest';
import { formatCount, formatShortDate } from './text.js';

describe('formatCount', () => {
  it('groups thousands as en does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500, 1000.5]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en', { maximumFractionDigits: 20 }));
    }
  });
});

/** What en-US `toLocaleDateString` writes for `iso`, in the machine's zone or the one given. */
const enUsDate = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });

describe('formatShortDate', () => {
  it('writes the date as en-US toLocaleDateString does, in local time', () => {
    for (const iso of ['2026-11-25T10:00:00Z', '2026-01-01T00:00:00', '1999-12-31T23:59:59']) {
      expect(formatShortDate(iso)).toBe(enUsDate(iso));
    }
  });

  it('writes the date in UTC when asked, whatever the machine’s zone', () => {
    for (const iso of ['2026-11-25T23:30:00Z', '2026-11-25T23:30:00+05:45', '1999-12-31T23:59:59-11:00']) {
      expect(formatShortDate(iso, 'utc')).toBe(enUsDate(iso, 'UTC'));
    }
    expect(formatShortDate('2026-11-25T23:30:00-02:00', 'utc')).toBe('Nov 26, 2026');
  });

  it('answers null for no date or an invalid one', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('not a date', 'utc')).toBeNull();
    expect(formatShortDate('')).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});
