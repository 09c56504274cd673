import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createAssistantRepository } from './assistant.repository.js';
import { rankDocuments } from './assistant.service.js';

/**
 * Retrieval ranks a bounded pool (the most popular matches of every word, of any word, of a title
 * word, and the nearest titles), not every match: with more popular matches than a pool holds, the
 * documents that answer the question best must still be in it and ranked first.
 */
describe('assistant retrieval pool', () => {
  let t: TestApp;
  const staff = { id: 0, isStaff: true };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    // 1,200 popular documents that mention one of the words in their text only.
    await db.execute(sql`
      INSERT INTO assistant_documents (source_type, source_id, kind, rec_type, slug, title, body, popularity)
      SELECT 'content', 900000 + g, 'resource', 'resource', 'crowd-' || g, 'Weekly digest ' || g,
        'Notes on negotiation and other things ' || g, 50 + (g % 50)
      FROM generate_series(1, 1200) AS g`);
    await db.execute(sql`
      INSERT INTO assistant_documents (source_type, source_id, kind, rec_type, slug, title, body, popularity) VALUES
        ('content', 950001, 'resource', 'resource', 'salary-negotiation-playbook', 'Salary negotiation playbook',
          'Scripts for the conversation.', 0),
        ('content', 950002, 'resource', 'resource', 'quarterly-notes', 'Quarterly notes',
          'How the salary talk went and what the negotiation taught us.', 0),
        ('content', 950003, 'resource', 'resource', 'unrelated', 'Gardening basics', 'Soil and water.', 0)`);
  });
  afterAll(() => t.close());

  const titles = async (question: string) =>
    (await rankDocuments(createAssistantRepository(t.ctx.database.db), question, staff)).items.map(
      (i) => i.title,
    );

  it('ranks an unpopular document with the words in its title first, above 1,200 popular partial matches', async () => {
    expect((await titles('salary negotiation'))[0]).toBe('Salary negotiation playbook');
  });

  it('keeps an unpopular document holding every word in its text among the first results', async () => {
    const found = await titles('salary negotiation');
    expect(found.slice(0, 3)).toContain('Quarterly notes');
    expect(found).not.toContain('Gardening basics');
  });

  it('finds a title by trigram when the words match nothing in the full text', async () => {
    expect((await titles('Salary negotiaton playbok'))[0]).toBe('Salary negotiation playbook');
  });
});
