import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's first recommended setting: 19 MiB memory, 2 passes, 1 lane.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** PHC-format Argon2id hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2);
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** Hashes made before Argon2id (scrypt$N$r$p$salt$hash) still verify. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltText, hashText] = stored.split('$');
  if (!saltText || !hashText) return Promise.resolve(false);
  const expected = Buffer.from(hashText, 'base64url');
  return new Promise((resolve) =>
    scryptCb(
      password.normalize('NFKC'),
      Buffer.from(saltText, 'base64url'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, key) => resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}
