import type { TopicsRepository } from './topics.repository.js';

export function createTopicsService(repo: TopicsRepository) {
  return {
    list: repo.search,
    create: (name: string, topicType: string, userId: number, topicArea?: string | null) =>
      repo.findOrCreate(name, topicType, userId, topicArea),
    /** Turns a mix of ids and new names into topic ids (new names are created), keeping the order. */
    async resolveRefs(
      refs: Array<number | string>,
      topicType: 'skill' | 'general',
      userId: number,
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const ref of refs) {
        const id = typeof ref === 'number' ? ref : (await repo.findOrCreate(ref, topicType, userId)).id;
        if (!ids.includes(id)) ids.push(id);
      }
      const known = new Set((await repo.byIds(ids)).map((t) => t.id));
      return ids.filter((id) => known.has(id));
    },
    byIds: repo.byIds,
  };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
