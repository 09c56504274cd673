import { describe, expect, it } from 'vitest';

describe('zod without code generation', () => {
  it('is configured jitless, whether zod loaded first or not, and zod honours it', async () => {
    const { z } = await import('zod');
    await import('./zodJitless');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
