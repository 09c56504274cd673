import { describe, expect, it } from 'vitest';
import { createNewsletterTokens } from './newsletter-token.js';

describe('newsletter unsubscribe tokens', () => {
  const tokens = createNewsletterTokens('a-secret-of-the-server');

  it('reads back the member and group it was made for', () => {
    expect(tokens.read(tokens.create(42, 7))).toEqual({ userId: 42, groupId: 7 });
  });

  it('refuses a changed id, another secret, or a damaged token', () => {
    const token = tokens.create(42, 7);
    const [, , signature] = token.split('.');
    expect(tokens.read(`43.7.${signature}`)).toBeUndefined();
    expect(tokens.read(`42.8.${signature}`)).toBeUndefined();
    expect(createNewsletterTokens('another-secret').read(token)).toBeUndefined();
    for (const bad of [
      '',
      '42.7',
      `${token}.x`,
      `-1.7.${signature}`,
      `42.7.${signature!.slice(1)}`,
      'a.b.c',
    ]) {
      expect(tokens.read(bad), bad).toBeUndefined();
    }
  });
});
