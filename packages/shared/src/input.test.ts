import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbId, findNul, idParam, safeText } from './input.js';

describe('hostile input helpers', () => {
  it('idParam accepts the digits of an id in the integer column and nothing else', () => {
    expect(idParam().parse('1')).toBe(1);
    expect(idParam().parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    for (const bad of [
      '0',
      '-1',
      '2147483648',
      '9223372036854775808',
      '1e3',
      '0x10',
      '1.5',
      '',
      'abc',
      ' ',
    ]) {
      expect(idParam().safeParse(bad).success, bad).toBe(false);
    }
  });

  it('dbId bounds body ids to 1 … 2^31 − 1', () => {
    expect(dbId().parse(DB_INT_MAX)).toBe(DB_INT_MAX);
    for (const bad of [0, -1, 2 ** 31, 2 ** 63, 1.5, '1', null]) {
      expect(dbId().safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('safeText refuses NUL', () => {
    expect(safeText().safeParse('ok').success).toBe(true);
    expect(safeText().safeParse('a\u0000b').success).toBe(false);
  });

  it('findNul names the first field holding NUL, in values and in keys', () => {
    expect(findNul({ a: 'x', b: ['y', 'z'] })).toBeNull();
    expect(findNul('a\u0000')).toBe('');
    expect(findNul({ a: { b: ['ok', 'n\u0000'] } })).toBe('a.b.1');
    expect(findNul({ 'k\u0000': 1 })).toBe('');
    expect(findNul(null)).toBeNull();
  });
});
