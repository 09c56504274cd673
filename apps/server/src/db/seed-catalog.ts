import { slugify } from '@careerhub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Database } from '../platform/db/index.js';
import type { Storage } from '../platform/storage/index.js';
import { aiTools, groups, uploadedFiles, useCaseAiTools, useCases } from './schema/index.js';

/**
 * The demo catalogue (issue 19): 16 AI tools with generated logos and categories, and 22 AI use
 * cases linked to them, classified for every filter, two of them with a default training circle
 * and listed by the demo circles. Fixed slugs make it idempotent.
 */
import { CASES, TOOLS } from './seed-catalog.data.js';

// A small PNG encoder: a logo is a rounded square of the tool's colour with a white ring.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
export function logoPng([r, g, b]: [number, number, number], variant: number, size = 96): Buffer {
  const rows: Buffer[] = [];
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const corner = Math.max(Math.abs(x - c), Math.abs(y - c)) > c - 2;
      const d = Math.hypot(x - c, y - c);
      const ring =
        variant % 2 ? d > size * 0.2 && d < size * 0.3 : Math.abs(x - c) < size * 0.08 || d < size * 0.16;
      const i = 1 + x * 4;
      if (corner) row.writeUInt32BE(0x00000000, i);
      else if (ring) row.writeUInt32BE(0xffffffff, i);
      else {
        row[i] = r;
        row[i + 1] = g;
        row[i + 2] = b;
        row[i + 3] = 255;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Creates the demo catalogue once; answers how many use cases and tools it created. */
export async function seedCatalog(
  database: Database,
  adminId: number | null,
  storage?: Storage,
): Promise<number> {
  const { db } = database;
  const [home] = await db.select().from(groups).where(eq(groups.nameSlug, 'careerhub-community')).limit(1);
  if (!home) return 0;
  const toolSlugs = TOOLS.map(([name]) => slugify(name));
  const existing = await db
    .select({ id: aiTools.id, slug: aiTools.slug })
    .from(aiTools)
    .where(inArray(aiTools.slug, toolSlugs));
  const toolIds = new Map(existing.map((t) => [t.slug, t.id]));
  let created = 0;
  for (const [index, [name, categories, website, colour, text]] of TOOLS.entries()) {
    const slug = toolSlugs[index]!;
    if (toolIds.has(slug)) continue;
    let logoFileId: number | null = null;
    if (storage) {
      // Storage keys are uuid-shaped: a fixed one per tool keeps the seed idempotent.
      const hex = createHash('sha256').update(`catalog-logo-${slug}`).digest('hex');
      const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.png`;
      const png = logoPng(colour, index);
      await storage.put(key, png, 'image/png');
      const [file] = await db
        .insert(uploadedFiles)
        .values({
          ownerId: adminId,
          kind: 'file',
          storageKey: key,
          originalName: `${slug}.png`,
          mimeType: 'image/png',
          sizeBytes: png.length,
        })
        .onConflictDoNothing()
        .returning();
      logoFileId =
        file?.id ??
        (
          await db
            .select({ id: uploadedFiles.id })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.storageKey, key))
        )[0]?.id ??
        null;
    }
    const [row] = await db
      .insert(aiTools)
      .values({
        slug,
        name,
        description: text,
        categories,
        website,
        logoFileId,
        groupId: home.id,
        createdBy: adminId,
        status: 'approved',
      })
      .returning();
    toolIds.set(slug, row!.id);
    created += 1;
  }

  const caseSlugs = CASES.map(([title]) => slugify(title));
  const known = new Set(
    (await db.select({ slug: useCases.slug }).from(useCases).where(inArray(useCases.slug, caseSlugs))).map(
      (r) => r.slug,
    ),
  );
  const circles = await db
    .select({ id: groups.id, useCases: groups.useCases })
    .from(groups)
    .where(and(eq(groups.groupType, 'circle'), eq(groups.parentId, home.id)))
    .orderBy(groups.id);
  const made: number[] = [];
  for (const [index, c] of CASES.entries()) {
    const slug = caseSlugs[index]!;
    if (known.has(slug)) continue;
    const [
      title,
      tools,
      categories,
      jobFunctions,
      fields,
      stages,
      value,
      complexity,
      innovation,
      text,
      reason,
    ] = c;
    const [row] = await db
      .insert(useCases)
      .values({
        slug,
        title,
        description: text,
        reason,
        groupId: home.id,
        categories,
        jobFunctions,
        professionalFields: fields,
        careerStages: stages,
        businessValue: value,
        complexity,
        innovationCategory: innovation,
        videoLink: index % 4 === 0 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : null,
        // The first two use cases lead to the demo circles for training.
        defaultGroupId: index < 2 ? (circles[index]?.id ?? null) : null,
        createdBy: adminId,
        status: 'approved',
        createdAt: new Date(Date.now() - (CASES.length - index) * 3_600_000),
      })
      .returning();
    const links = tools.map((t) => toolIds.get(toolSlugs[t]!)).filter((id): id is number => Boolean(id));
    if (links.length)
      await db
        .insert(useCaseAiTools)
        .values(links.map((aiToolId, position) => ({ useCaseId: row!.id, aiToolId, position })));
    made.push(row!.id);
    created += 1;
  }
  // The demo circles list the first use cases (their "related circles").
  if (made.length)
    for (const circle of circles)
      if (!circle.useCases.length)
        await db
          .update(groups)
          .set({ useCases: sql`${JSON.stringify(made.slice(0, 4))}::jsonb` })
          .where(eq(groups.id, circle.id));
  return created;
}
