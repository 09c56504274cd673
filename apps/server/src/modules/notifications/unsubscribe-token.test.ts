import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a-secret-that-is-long-enough-for-tests');

  it('reads back the user and kind it was made for', () => {
    expect(tokens.read(tokens.create(42, 'invitation'))).toEqual({ userId: 42, kind: 'invitation' });
  });

  it('refuses another kind, another user, another secret and malformed input', () => {
    const token = tokens.create(42, 'invitation');
    const [, , signature] = token.split('.');
    const other = createUnsubscribeTokens('another-secret-that-is-long-enough!!');
    for (const bad of [
      `42.chat_message.${signature}`,
      `43.invitation.${signature}`,
      other.create(42, 'invitation'),
      `42.unknown.${signature}`,
      '42.invitation',
      `${token}.x`,
      `-1.invitation.${signature}`,
      '',
    ]) {
      expect(tokens.read(bad), bad).toBeUndefined();
    }
  });
});
