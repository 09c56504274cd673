import type { AppContext } from '../../context.js';
import { createFollowsRepository } from '../follows/follows.repository.js';
import { createFollowsService } from '../follows/follows.service.js';
import { createGroupVisibility } from '../groups/group-visibility.js';
import { createSearchRepository } from '../search/search.repository.js';
import { createSearchService } from '../search/search.service.js';
import { createTopicsRepository } from '../topics/topics.repository.js';
import { createTopicsService } from '../topics/topics.service.js';
import { createCareerEntriesService } from './career-entries.service.js';
import { createGroupProfilesService } from './group-profiles.service.js';
import { createProfilesRepository } from './profiles.repository.js';
import { createProfilesService } from './profiles.service.js';
import { createProfileImportService } from './import/import.service.js';

/** The profile services, wired from the process context. */
export function createProfilesModule(ctx: AppContext) {
  const db = ctx.transactions.db;
  const profilesRepo = createProfilesRepository(db, ctx.completionFacts.forget);
  const topics = createTopicsService(createTopicsRepository(db));
  const visibility = createGroupVisibility(ctx);
  const follows = createFollowsService(
    createFollowsRepository(db),
    ctx.notifications,
    visibility.canSee,
    ctx.completionFacts.forget,
  );
  return {
    topics,
    follows,
    search: createSearchService(createSearchRepository(db), visibility.canListMembersOf),
    profiles: createProfilesService({
      users: ctx.users,
      profiles: profilesRepo,
      topics,
      follows,
      groups: ctx.groups,
      auth: ctx.auth,
      completionFacts: ctx.completionFacts,
      transactions: ctx.transactions,
    }),
    groupProfiles: createGroupProfilesService({
      profiles: profilesRepo,
      groups: ctx.groups,
      getOptions: () => ctx.brands.getOptions(),
    }),
    careerEntries: createCareerEntriesService({
      profiles: profilesRepo,
      groups: ctx.groups,
      topics,
      transactions: ctx.transactions,
    }),
    profileImport: createProfileImportService({
      users: ctx.users,
      profiles: profilesRepo,
      topics,
      uploads: ctx.uploads,
      storage: ctx.storage,
      jobs: ctx.jobs,
      llm: ctx.llm,
      linkedin: ctx.linkedinProfiles,
      logger: ctx.logger.child({ component: 'profile-import' }),
    }),
    repo: profilesRepo,
  };
}
export type ProfilesModule = ReturnType<typeof createProfilesModule>;
