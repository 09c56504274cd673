import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { BrandsFileError, createBrandsService, loadBrandsFile, normalizeHost } from './brands.service.js';
import type { OptionsRepository } from './options.repository.js';

describe('brands file', () => {
  it('the shipped config/brands.json is valid', () => {
    const file = loadBrandsFile(path.join(REPO_ROOT, 'config/brands.json'));
    expect(file.brands.length).toBe(15);
    expect(file.defaults.theme.primary).toBe('#0f766e');
  });

  it('names the bad entry of an invalid file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    const bad = path.join(dir, 'brands.json');
    const valid = loadBrandsFile(path.join(REPO_ROOT, 'config/brands.json'));
    writeFileSync(bad, JSON.stringify({ ...valid, brands: [{ ...valid.brands[0], key: 'nope' }] }));
    expect(() => loadBrandsFile(bad)).toThrow(BrandsFileError);
    expect(() => loadBrandsFile(bad)).toThrow(/brands\.0\.key/);
    writeFileSync(bad, '{ not json');
    expect(() => loadBrandsFile(bad)).toThrow(/Cannot read brands file/);
  });

  it('requires the app fallback brand', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    const file = path.join(dir, 'brands.json');
    const valid = loadBrandsFile(path.join(REPO_ROOT, 'config/brands.json'));
    writeFileSync(file, JSON.stringify({ ...valid, brands: valid.brands.filter((b) => b.key !== 'app') }));
    expect(() => loadBrandsFile(file)).toThrow(/"app" brand is required/);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Star.Localhost:4310', 'star.localhost'],
    ['example.org.', 'example.org'],
    ['[::1]:3000', '[::1]'],
    ['  localhost ', 'localhost'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe('public origin of a brand', () => {
  const valid = loadBrandsFile(path.join(REPO_ROOT, 'config/brands.json'));
  const withStar = {
    ...valid,
    brands: valid.brands.map((b) =>
      b.key === 'star' ? { ...b, public_url: 'https://star.example.org/x' } : b,
    ),
  };
  const options = { listAll: async () => [], insertMissing: async () => 0, upsert: async () => undefined };
  const brands = createBrandsService({
    brands: withStar,
    options: options as unknown as OptionsRepository,
    cacheTtlMs: 0,
    publicUrl: 'https://careers.example.org',
  });

  it("is the brand's public_url, else the fallback; the host only picks the brand", () => {
    expect(brands.publicOrigin('star.localhost:4310')).toBe('https://star.example.org');
    expect(brands.publicOrigin('localhost')).toBe('https://careers.example.org');
    expect(brands.publicOrigin('evil.example')).toBe('https://careers.example.org');
  });

  it('refuses a public_url that is not http(s)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    const file = path.join(dir, 'brands.json');
    const bad = { ...valid, brands: valid.brands.map((b) => ({ ...b, public_url: 'javascript:alert(1)' })) };
    writeFileSync(file, JSON.stringify(bad));
    expect(() => loadBrandsFile(file)).toThrow(/public_url/);
  });
});
