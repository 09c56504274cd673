import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config.js';
import { createContext } from '../../apps/server/src/context.js';
import { seedDemoData } from '../../apps/server/src/db/seed.js';
import { createAssistantIndexer } from '../../apps/server/src/modules/assistant/assistant.index.js';
import { createAssistantRepository } from '../../apps/server/src/modules/assistant/assistant.repository.js';
import { rankDocuments } from '../../apps/server/src/modules/assistant/assistant.service.js';
import {
  heldOutSet,
  QUALITY_TARGETS,
  scoreRetrieval,
  tuningSet,
} from '../../apps/server/src/modules/assistant/eval/evaluate.js';
import type { Metric, Scenario } from '../lib/types.js';

/**
 * Retrieval quality of the built-in assistant (issue 21): the evaluation set's questions asked as
 * the demo member over the seeded demo data, hit@5 and MRR, the held-out quarter on its own.
 */
export const assistantQuality: Scenario = {
  name: 'assistant-quality',
  description: 'hit@5 and MRR of Ask Anything retrieval on the demo data (evaluation set, held-out quarter)',
  needsWebBuild: false,
  failsOffTarget: true,
  async run() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-ama-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    });
    const ctx = await createContext(config, { logger: pino({ level: 'silent' }) });
    try {
      await ctx.database.migrate();
      await seedDemoData({ ...ctx, logger: pino({ level: 'silent' }) });
      const db = ctx.database.db;
      const indexer = createAssistantIndexer(db);
      while ((await indexer.drain()) > 0) {
        /* index everything */
      }
      const repo = createAssistantRepository(db);
      const member = (await db.execute(
        sql`SELECT id FROM users WHERE email = 'member@demo.careerhub.example'`,
      )) as unknown as { rows: Array<{ id: number }> };
      const viewer = { id: Number(member.rows[0]!.id), isStaff: false };
      const ranked = async (q: string) => (await rankDocuments(repo, q, viewer)).items.map((i) => i.title);
      const tuning = await scoreRetrieval(tuningSet(), ranked);
      const held = await scoreRetrieval(heldOutSet(), ranked);
      for (const [label, s] of [
        ['tuning', tuning],
        ['held-out', held],
      ] as const) {
        console.log(
          `  ${label}: ${s.questions} questions, hit@5 ${s.hitAt5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}`,
        );
        for (const miss of s.misses) console.log(`    miss: "${miss.question}" → ${miss.top.join(' | ')}`);
      }
      const metrics: Metric[] = [
        { name: 'hit@5, held-out quarter', value: held.hitAt5, unit: '', min: QUALITY_TARGETS.hitAt5 },
        { name: 'MRR, held-out quarter', value: held.mrr, unit: '', min: QUALITY_TARGETS.mrr },
        { name: 'hit@5, tuning set', value: tuning.hitAt5, unit: '' },
        { name: 'MRR, tuning set', value: tuning.mrr, unit: '' },
      ];
      return {
        name: 'assistant-quality',
        metrics,
        details: { tuningMisses: tuning.misses, heldOutMisses: held.misses },
      };
    } finally {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
