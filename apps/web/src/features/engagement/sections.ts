import {
  ENGAGEMENT_MESSAGES as M,
  FAVORITE_SECTION_TITLES,
  MY_PAGE_TITLES,
  MY_SECTION_TITLES,
  type FavoriteSection,
  type MySection,
} from '@careerhub/shared';

/** A section of /favorites or /my: its heading, its sub-page, and the call that pages it. */
export interface SectionSpec<Name extends string> {
  name: Name;
  title: string;
  pageTitle: string;
  /** The sub-route segment (spec 2.10: jobs, resources, circles, events, usecases, ai-tools, posts). */
  slug: string;
  path: string;
  query?: Record<string, string>;
  empty: string;
  isJobs: boolean;
}

const SLUGS: Record<FavoriteSection | MySection, string> = {
  use_cases: 'usecases',
  circles: 'circles',
  events: 'events',
  resources: 'resources',
  ai_tools: 'ai-tools',
  jobs: 'jobs',
  posts: 'posts',
};
const BOOKMARK_TYPES: Record<FavoriteSection, string> = {
  use_cases: 'use_case',
  circles: 'circle',
  events: 'event',
  resources: 'content',
  ai_tools: 'ai_tool',
  jobs: 'job',
};

export const FAVORITE_SPECS: SectionSpec<FavoriteSection>[] = (
  ['use_cases', 'circles', 'events', 'resources', 'ai_tools', 'jobs'] as const
).map((name) => ({
  name,
  title: FAVORITE_SECTION_TITLES[name],
  pageTitle: `Favorite ${FAVORITE_SECTION_TITLES[name]}`,
  slug: SLUGS[name],
  path: `/bookmark/${BOOKMARK_TYPES[name]}/`,
  empty: M.empty[name],
  isJobs: name === 'jobs',
}));

const MY_PATHS: Record<MySection, { path: string; query?: Record<string, string> }> = {
  circles: { path: '/circles/me/' },
  resources: { path: '/contents/me/', query: { type: 'resource' } },
  jobs: { path: '/jobs/me/' },
  use_cases: { path: '/use_cases/me/' },
  posts: { path: '/contents/me/', query: { type: 'post' } },
  ai_tools: { path: '/ai_tools/me/' },
};

export const MY_SPECS: SectionSpec<MySection>[] = (
  ['circles', 'resources', 'jobs', 'use_cases', 'posts', 'ai_tools'] as const
).map((name) => ({
  name,
  title: MY_SECTION_TITLES[name],
  pageTitle: MY_PAGE_TITLES[name],
  slug: SLUGS[name],
  ...MY_PATHS[name],
  empty: M.empty[name],
  isJobs: name === 'jobs',
}));

/** Jobs only when the deployment shows the job menu (spec 2.10). */
export const visibleSpecs = <S extends { isJobs: boolean }>(specs: S[], showJobs: boolean) =>
  specs.filter((s) => showJobs || !s.isJobs);

/** Status words of a row: review status of what the reader wrote, or their application. */
export function statusLabel(status: string | null): string | null {
  if (!status) return null;
  const words: Record<string, string> = {
    approved: 'Approved',
    pending: 'Pending',
    rejected: 'Rejected',
    accepted: 'Accepted',
  };
  return words[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
