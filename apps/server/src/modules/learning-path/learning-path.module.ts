import { careerTipListQuery, contentListQuery, type CareerGoal } from '@careerhub/shared';
import type { AppContext } from '../../context.js';
import type { AgentsService } from '../agents/agents.service.js';
import type { AssistantService } from '../assistant/assistant.service.js';
import type { ContentsModule } from '../contents/contents.module.js';
import type { EngagementService } from '../engagement/engagement.service.js';
import type { ProfilesModule } from '../profiles/profiles.module.js';
import type { RecommendationsService } from '../recommendations/recommendations.service.js';
import { createLearningPathRepository } from './learning-path.repository.js';
import { createLearningPathService } from './learning-path.service.js';

/** Agents listed to find the path's two (CareerGPS has a handful). */
const AGENTS_READ = 40;

/** The learning path, wired to the services of the modules it reads. */
export function createLearningPathModule(
  ctx: AppContext,
  mods: {
    profiles: ProfilesModule;
    contents: ContentsModule;
    engagement: EngagementService;
    recommendations: RecommendationsService;
    agents: AgentsService;
    assistant: AssistantService;
  },
) {
  const { profiles, contents, engagement, recommendations, agents, assistant } = mods;
  return createLearningPathService({
    repo: createLearningPathRepository(ctx.transactions.db),
    primaryFocus: (hostname) => ctx.brands.uiSettings(hostname).primary_focus as CareerGoal,
    ownProfile: (user) => profiles.profiles.getOwn(user),
    engagedKinds: (user) => engagement.engagedKinds(user),
    reportedAgents: async (user) =>
      new Set(
        (await agents.reports(user, { page: 1, page_size: AGENTS_READ })).data.map((r) => r.agent_slug),
      ),
    assistantChats: async (user) => (await assistant.history(user, 1, 1)).pagination.count,
    agents: async (user) => (await agents.list(user, { page: 1, page_size: AGENTS_READ })).data,
    recommendFirst: (user, kinds) => recommendations.recommendFirst(user, kinds),
    topContent: async (user, type) => {
      const page =
        type === 'career_tip'
          ? await contents.listCareerTips(user, careerTipListQuery.parse({ page_size: 1 }))
          : await contents.list(user, contentListQuery.parse({ type, page_size: 1 }));
      return page.data[0];
    },
  });
}
