import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

/**
 * A copy of the shipped config/brands.json with a `public_url` set on some brands (by key), for
 * tests of mail branded for a host: pass `file` as BRANDS_FILE, call `remove()` when done.
 */
export function brandsFileWithOrigins(origins: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-brands-'));
  const brands = JSON.parse(readFileSync(path.join(REPO_ROOT, 'config/brands.json'), 'utf8')) as {
    brands: { key: string; public_url?: string }[];
  };
  for (const brand of brands.brands) if (origins[brand.key]) brand.public_url = origins[brand.key];
  const file = path.join(dir, 'brands.json');
  writeFileSync(file, JSON.stringify(brands));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
