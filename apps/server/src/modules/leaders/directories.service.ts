import { certificationLevelLabel, type LeaderListQuery } from '@careerhub/shared';
import type { createDirectoriesRepository } from './directories.repository.js';

type Query = { search?: string | undefined; page: number; page_size: number };
const pagination = (q: Query, count: number) => ({
  count,
  next: q.page * q.page_size < count ? q.page + 1 : null,
});

/** The three directories, presented in the shapes of packages/shared/src/leaders/schemas.ts. */
export function createDirectoriesService(deps: {
  repo: ReturnType<typeof createDirectoriesRepository>;
  url: (key: string) => string;
}) {
  const image = (key: string | null) => (key ? deps.url(key) : null);
  return {
    async leaders(q: LeaderListQuery) {
      const { rows, count } = await deps.repo.leaders(q);
      const areas = await deps.repo.topicAreasOf(rows.map((r) => r.id));
      return {
        data: rows.map((r) => ({
          id: r.id,
          user: {
            id: r.id,
            image: image(r.pictureKey),
            profile: {
              name_slug: r.nameSlug,
              first_name: r.firstName,
              last_name: r.lastName,
              title: r.title,
              short_bio: r.shortBio,
            },
          },
          certification_level: r.level,
          certification_level_label: certificationLevelLabel(r.level),
          topic_area_detailed: areas.get(r.id) ?? [],
          no_of_circles_led: r.circles,
        })),
        pagination: pagination(q, count),
      };
    },

    async people(q: Query) {
      const { rows, count } = await deps.repo.people(q);
      return {
        data: rows.map((r) => ({
          id: r.id,
          name_slug: r.nameSlug,
          first_name: r.firstName,
          last_name: r.lastName,
          image: image(r.pictureKey),
          title: r.title,
          short_bio: r.shortBio,
          country: r.country,
          is_influencer: true as const,
          is_certified: r.isCertified,
        })),
        pagination: pagination(q, count),
      };
    },

    async organizations(q: Query) {
      const { rows, count } = await deps.repo.organizations(q);
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          name_slug: r.nameSlug,
          description: r.description,
          logo: r.logo,
          country: r.country,
          total_members: r.members,
          is_influencer: true as const,
        })),
        pagination: pagination(q, count),
      };
    },
  };
}
