import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { BrandsFileError, loadBrandsFile, normalizeHost } from './brands.service.js';

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
