import fc from 'fast-check';

/** Strings an attacker tries first: NUL, traversal, SQL and HTML metacharacters, odd Unicode, numbers as text. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  '\u202E\u0645abc',
  '\uFEFF',
  '𝕏🙂👩🏽‍💻',
  'Ω≈ç√∫',
  '\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/etc/passwd',
  '....//....//etc/passwd',
  "' OR '1'='1",
  "1' OR 1=1--",
  '1; DROP TABLE users;--',
  "'; SELECT pg_sleep(5);--",
  '1 UNION SELECT NULL,NULL--',
  '\\',
  '%',
  '_',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '0x7fffffff',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999999999999999',
];

/** Numbers at and past the integer widths a database column can hold. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value nested `depth` times, for parsers and validators that recurse. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => `${a}${b}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(5_000), 'é'.repeat(70_000), '\u0000'.repeat(300)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value a hostile client may send where something else was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(deeplyNested(200), deeplyNested(3_000)) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, i) => i)) },
  ),
})).value;

/** Raw bodies that are not JSON at all, or JSON that parsers choke on. */
export const malformedJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '1e999999',
  '"just a string"',
  '[]',
  '['.repeat(20_000) + ']'.repeat(20_000),
);

/** Percent-encodes a path or query part; lone surrogates become the invalid UTF-8 they would be. */
export function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}
