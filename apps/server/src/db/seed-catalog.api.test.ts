import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { rowsOf } from '../modules/jobs/sql.js';
import { seedDemoData } from './seed.js';
import { logoPng } from './seed-catalog.js';

describe('demo catalogue seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates 20+ use cases and 15+ AI tools with logos, categories and links, once', async () => {
    const deps = {
      database: t.ctx.database,
      brands: t.ctx.brands,
      logger: pino({ level: 'silent' }),
      storage: t.ctx.storage,
    };
    await seedDemoData(deps);
    const count = async (q: string) =>
      rowsOf<{ n: number }>(await t.ctx.database.db.execute(sql.raw(q)))[0]!.n;
    expect(
      await count(`SELECT count(*)::int AS n FROM use_cases WHERE status = 'approved'`),
    ).toBeGreaterThanOrEqual(20);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ai_tools WHERE logo_file_id IS NOT NULL AND cardinality(categories) > 0`,
      ),
    ).toBeGreaterThanOrEqual(15);
    expect(
      await count(`SELECT count(DISTINCT use_case_id)::int AS n FROM use_case_ai_tools`),
    ).toBeGreaterThanOrEqual(20);
    const before = await count(`SELECT count(*)::int AS n FROM use_cases`);
    await seedDemoData(deps);
    expect(await count(`SELECT count(*)::int AS n FROM use_cases`)).toBe(before);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/ai-tools/?search=claude' });
    const tool = list.json().data[0];
    const logo = await t.app.inject({ method: 'GET', url: tool.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws a valid PNG', () => {
    const png = logoPng([10, 20, 30], 1, 16);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
