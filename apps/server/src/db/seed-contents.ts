import { slugify, textToBlocks } from '@careerhub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/index.js';
import { contents, groups, topicAreas, topics } from './schema/index.js';

/**
 * The demo library (issue 18): topic areas with their topics, resources and prompts across them
 * (one premium, one external), posts in the demo organization and a circle (one with a link),
 * and career tips. Fixed slugs make it idempotent; everything goes in with a handful of
 * multi-row statements so a first start stays quick.
 */

import { AREAS, POSTS, PROMPTS, RESOURCES, TIPS, type Item } from './seed-contents.data.js';

export async function seedContents(database: Database, authorId: number | null): Promise<number> {
  const db = database.db;
  const [home] = await db.select().from(groups).where(eq(groups.nameSlug, 'careerhub-community')).limit(1);
  if (!home || !authorId) return 0;
  // Topic areas and their topics (general topics, found when they already exist).
  await db
    .insert(topicAreas)
    .values(AREAS.map(([name]) => ({ name, slug: slugify(name) })))
    .onConflictDoNothing();
  const areaRows = await db
    .select()
    .from(topicAreas)
    .where(
      inArray(
        topicAreas.slug,
        AREAS.map(([name]) => slugify(name)),
      ),
    );
  const areaIds = AREAS.map(([name]) => areaRows.find((a) => a.slug === slugify(name))!.id);
  const topicNames = AREAS.flatMap(([, names]) => names);
  const topicAreaOf = new Map(
    AREAS.flatMap(([, names], i) => names.map((n) => [n.toLowerCase(), areaIds[i]!] as const)),
  );
  await db
    .insert(topics)
    .values(
      topicNames.map((name) => ({
        name,
        topicType: 'general',
        topicAreaId: topicAreaOf.get(name.toLowerCase())!,
      })),
    )
    .onConflictDoNothing();
  const topicRows = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(
      and(
        eq(topics.topicType, 'general'),
        inArray(
          sql`lower(${topics.name})`,
          topicNames.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const topicIds = topicNames.map((n) => topicRows.find((t) => t.name.toLowerCase() === n.toLowerCase())?.id);
  const circleSlugs = [...new Set(POSTS.map(([g]) => g))];
  const groupRows = await db
    .select({ id: groups.id, slug: groups.nameSlug })
    .from(groups)
    .where(inArray(groups.nameSlug, circleSlugs));

  const day = 86_400_000;
  const start = Date.now() - 60 * day;
  let n = 0;
  const at = () => new Date(start + (n += 1) * 36 * 3_600_000);
  const item = (
    type: string,
    [area, topic, title, text]: Item,
    extra: Partial<typeof contents.$inferInsert> = {},
  ) => {
    const blocks = textToBlocks(text);
    const html = `<p>${blocks.map((b) => (b.type === 'paragraph' ? b.data.text : '')).join('</p><p>')}</p>`;
    const when = at();
    return {
      slug: `demo-${slugify(title)}`.slice(0, 90),
      title,
      titleSlug: slugify(title),
      content: html,
      data: { blocks },
      rawText: text,
      type,
      status: 'approved',
      securityLevel: 0,
      topicAreaId: areaIds[area]!,
      topics: topicIds[topic] ? [topicIds[topic]] : [],
      careerStages: [1 + (n % 5)],
      groupId: home.id,
      createdBy: authorId,
      createdAt: when,
      modifiedAt: when,
      ...extra,
    };
  };
  const rows = [
    ...RESOURCES.map((r, i) =>
      item('resource', r, {
        ...(i === 7 ? { isPremium: true } : {}),
        ...(i === 9
          ? { subType: 'external', source: 'https://www.linkedin.com/help/linkedin/answer/a554351' }
          : {}),
        ...(i < 3 ? { isTrending: true } : {}),
      }),
    ),
    ...PROMPTS.map((p) => item('prompt', p)),
    ...TIPS.map((tip) => item('career_tip', tip)),
    ...POSTS.map(([slug, text, security]) => {
      const title = text.length > 100 ? text.slice(0, 100) : text;
      return item('post', [0, 0, title, text], {
        groupId: groupRows.find((g) => g.slug === slug)?.id ?? home.id,
        securityLevel: security,
        topicAreaId: null,
        topics: [],
        careerStages: [],
      });
    }),
  ];
  const inserted = await db
    .insert(contents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: contents.id });
  return inserted.length;
}
