import { describe, expect, it } from 'vitest';
import { firstUrlIn, linkPreviewQuery } from './linkPreview.js';

describe('firstUrlIn', () => {
  it.each([
    ['Read https://example.org/a?b=1 today', 'https://example.org/a?b=1'],
    ['At the end: http://example.org/jobs.', 'http://example.org/jobs'],
    ['(see https://en.wikipedia.org/wiki/Go_(game)) and more', 'https://en.wikipedia.org/wiki/Go_(game)'],
    ['(see https://example.org/x)', 'https://example.org/x'],
    ['two https://one.example and https://two.example', 'https://one.example'],
    ['“https://example.org/q”', 'https://example.org/q'],
  ])('finds the link in %s', (text, url) => {
    expect(firstUrlIn(text)).toBe(url);
  });

  it('finds nothing without an http(s) link', () => {
    expect(firstUrlIn('no link here, ftp://example.org or javascript:alert(1)')).toBeNull();
    expect(firstUrlIn('')).toBeNull();
  });
});

describe('linkPreviewQuery', () => {
  it('takes http and https links only, up to 2000 characters', () => {
    expect(linkPreviewQuery.safeParse({ url: 'https://example.org/' }).success).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'example.org',
      '',
      `https://e.org/${'a'.repeat(2000)}`,
    ])
      expect(linkPreviewQuery.safeParse({ url }).success, url).toBe(false);
  });
});
