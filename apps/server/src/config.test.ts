import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, envSchema, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', JOBS_MODE: 'all' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve('./data', 'pglite'));
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="not a url"');
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it("takes the public origin from PUBLIC_URL, else this server's own address", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://careers.example.org/some/path' }).publicUrl).toBe(
      'https://careers.example.org',
    );
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4310' }).publicUrl).toBe('http://127.0.0.1:4310');
    expect(loadConfig({ HOST: '::1', PORT: '4310' }).publicUrl).toBe('http://[::1]:4310');
  });

  it('accepts LINK_PREVIEW_ALLOW_HOSTS only in test mode, as host:port pairs', () => {
    expect(loadConfig({}).LINK_PREVIEW_ALLOW_HOSTS).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'test', LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1:4477, Site.test:80' })
        .LINK_PREVIEW_ALLOW_HOSTS,
    ).toEqual(['127.0.0.1:4477', 'site.test:80']);
    expect(() => loadConfig({ LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1:4477' })).toThrow(
      /only for end-to-end tests/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1:1',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', LINK_PREVIEW_ALLOW_HOSTS: '10.0.0.0/8' })).toThrow(
      ConfigError,
    );
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('.env.example lists every variable the server reads', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const key of Object.keys(envSchema.shape)) expect(listed, key).toContain(key);
  });
});
