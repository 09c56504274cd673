import { contents } from '../src/db/schema/index.js';
import type { TestApp } from './helpers.js';

let n = 0;

/**
 * A content item inserted directly (the contents module's own tests cover creating them):
 * an approved public post unless told otherwise.
 */
export async function makeContent(
  t: TestApp,
  fields: {
    createdBy: number;
    groupId?: number | null;
    type?: string;
    status?: string;
    securityLevel?: number;
    title?: string;
    rawText?: string;
  },
) {
  n += 1;
  const title = fields.title ?? `Item ${n}`;
  const [row] = await t.ctx.database.db
    .insert(contents)
    .values({
      slug: `item-${Date.now().toString(36)}-${n}`,
      title,
      titleSlug: `item-${n}`,
      content: `<p>${fields.rawText ?? title}</p>`,
      rawText: fields.rawText ?? title,
      type: fields.type ?? 'post',
      status: fields.status ?? 'approved',
      securityLevel: fields.securityLevel ?? 0,
      groupId: fields.groupId ?? null,
      createdBy: fields.createdBy,
    })
    .returning();
  return row!;
}
