import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with Argon2id and the OWASP parameters, salted', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats equivalent Unicode forms as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-au-lait');
    expect(await verifyPassword('cafe\u0301-au-lait', stored)).toBe(true);
  });

  it('refuses missing or unknown hash formats', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$garbage')).toBe(false);
  });

  it('still verifies legacy scrypt hashes', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old-password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('old-password', stored)).toBe(true);
    expect(await verifyPassword('new-password', stored)).toBe(false);
  });
});
