import { topicAreas, uploadedFiles } from '../src/db/schema/index.js';
import { createContentsRepository, type NewContent } from '../src/modules/contents/contents.repository.js';
import type { TestApp } from './helpers.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}-${(n += 1)}`;

/** A topic area inserted directly. */
export async function makeTopicArea(t: TestApp, name = `Area ${unique()}`) {
  const [row] = await t.ctx.database.db
    .insert(topicAreas)
    .values({ name, slug: `area-${unique()}` })
    .returning();
  return row!;
}

/**
 * A content item inserted directly: an approved public resource unless told otherwise. Text is
 * stored as one paragraph of `text`.
 */
export async function makeContent(
  t: TestApp,
  fields: Partial<NewContent> & { groupId: number | null; createdBy: number; text?: string },
) {
  const { text = 'Practical notes on building a career in data.', ...rest } = fields;
  const id = unique();
  return createContentsRepository(t.ctx.database.db).insert({
    slug: `item-${id}`,
    title: `Item ${id}`,
    titleSlug: `item-${id}`,
    content: `<p>${text}</p>`,
    data: { blocks: [{ type: 'paragraph', data: { text } }] },
    rawText: text,
    type: 'resource',
    status: 'approved',
    securityLevel: 0,
    ...rest,
  });
}

/** An uploaded file row owned by the user (the uploads module sniffed its type on upload). */
export async function makeUpload(t: TestApp, ownerId: number, mimeType = 'application/pdf') {
  const ext = mimeType === 'application/pdf' ? 'pdf' : mimeType.split('/')[1];
  const [row] = await t.ctx.database.db
    .insert(uploadedFiles)
    .values({
      ownerId,
      kind: 'file',
      storageKey: `files/test-${unique()}.${ext}`,
      originalName: `file.${ext}`,
      mimeType,
      sizeBytes: 1000,
    })
    .returning();
  return row!.id;
}
