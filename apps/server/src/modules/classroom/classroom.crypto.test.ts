import { describe, expect, it } from 'vitest';
import { createClassroomCrypto } from './classroom.crypto.js';

describe('classroom crypto', () => {
  const secret = 'a-server-secret-that-is-long-enough-for-tests';

  it('seals and opens, with a fresh IV every time; another secret or a changed byte opens nothing', () => {
    const crypto = createClassroomCrypto(secret);
    const a = crypto.seal('1//refresh-token');
    const b = crypto.seal('1//refresh-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh');
    expect(crypto.open(a)).toBe('1//refresh-token');
    expect(createClassroomCrypto(`${secret}!`).open(a)).toBeNull();
    const [v, iv, body, tag] = a.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(crypto.open([v, iv, flipped, tag].join('.'))).toBeNull();
    expect(crypto.open('not sealed')).toBeNull();
  });

  it('signs states that expire and cannot be altered', () => {
    let now = 1_800_000_000_000;
    const crypto = createClassroomCrypto(secret, () => now);
    const state = crypto.signState({ userId: 7, groupId: 9 }, 600);
    expect(crypto.verifyState(state)).toEqual({ userId: 7, groupId: 9 });
    const [body, mac] = state.split('.');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: 8 }),
    ).toString('base64url');
    expect(crypto.verifyState(`${other}.${mac}`)).toBeNull();
    expect(createClassroomCrypto('another-secret-another-secret-another')!.verifyState(state)).toBeNull();
    now += 601_000;
    expect(crypto.verifyState(state)).toBeNull();
  });
});
