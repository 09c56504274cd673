import type { AiToolCard, CatalogFile, UseCase } from '@careerhub/shared';
import type { FileFacts, GroupFacts, PersonFacts, UseCaseRow } from './usecases.repository.js';

/** What presenting a page of use cases needs, read in batches by the service. */
export interface UseCaseLookups {
  files: Map<number, FileFacts>;
  topicNames: Map<number, string>;
  topicAreas: Map<number, { id: number; name: string; slug: string }>;
  groups: Map<number, GroupFacts>;
  people: Map<number, PersonFacts>;
  toolIds: Map<number, number[]>;
  tools: Map<number, AiToolCard>;
  memberships: Map<number, string>;
  url: (key: string) => string;
}

export interface UseCaseRights {
  canEdit: boolean;
  canApprove: boolean;
  canReject: boolean;
  canSetDefaultGroup: boolean;
  canClassify: boolean;
}

export const presentFile = (f: FileFacts | undefined, url: (key: string) => string): CatalogFile | null =>
  f ? { id: f.id, file: url(f.storageKey), name: f.name, mime_type: f.mimeType } : null;

/** A use case row in the API's shape, without votes and bookmarks (usecases.engagement adds them). */
export function presentUseCase(
  row: UseCaseRow,
  l: UseCaseLookups,
  rights: UseCaseRights,
): Omit<UseCase, 'vote_score' | 'user_vote_type' | 'is_bookmarked'> {
  const group = row.groupId ? l.groups.get(row.groupId) : undefined;
  const creator = row.createdBy ? l.people.get(row.createdBy) : undefined;
  const circle = row.defaultGroupId ? l.groups.get(row.defaultGroupId) : undefined;
  const toolIds = l.toolIds.get(row.id) ?? [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    description_blocks: row.descriptionBlocks ?? null,
    reason: row.reason,
    group: row.groupId,
    group_detail: group
      ? {
          id: group.id,
          name: group.name,
          name_slug: group.nameSlug,
          group_type: group.groupType,
          logo: group.logo,
        }
      : null,
    ai_tools: toolIds,
    ai_tools_detailed: toolIds.map((id) => l.tools.get(id)).filter((t): t is AiToolCard => Boolean(t)),
    thumbnail_image: row.thumbnailFileId ? presentFile(l.files.get(row.thumbnailFileId), l.url) : null,
    document: row.documentFileId ? presentFile(l.files.get(row.documentFileId), l.url) : null,
    video_link: row.videoLink,
    topics: row.topics,
    topics_detailed: row.topics
      .filter((id) => l.topicNames.has(id))
      .map((id) => ({ id, name: l.topicNames.get(id)! })),
    topic_area: row.topicAreaId ? (l.topicAreas.get(row.topicAreaId) ?? null) : null,
    career_stages: row.careerStages,
    professional_fields: row.professionalFields,
    job_functions: row.jobFunctions,
    categories: row.categories,
    roles: row.roles,
    business_value: row.businessValue,
    complexity: row.complexity,
    innovation_category: row.innovationCategory,
    created_by: row.createdBy,
    created_by_detail:
      creator && creator.nameSlug
        ? {
            id: creator.id,
            name: `${creator.firstName ?? ''} ${creator.lastName ?? ''}`.trim(),
            name_slug: creator.nameSlug,
            image: creator.pictureKey ? l.url(creator.pictureKey) : null,
          }
        : null,
    default_group: row.defaultGroupId,
    default_group_detail: circle
      ? {
          id: circle.id,
          name: circle.name,
          name_slug: circle.nameSlug,
          membership_status: l.memberships.get(circle.id) ?? null,
          has_questions: circle.questions > 0,
        }
      : null,
    status: row.status as UseCase['status'],
    agent_responses: row.agentResponses.map((a) => ({
      agent_id: a.agent_id,
      response: {
        quality_level: (a.response?.quality_level ??
          null) as UseCase['agent_responses'][number]['response']['quality_level'],
        last_run_at: a.response?.last_run_at ?? null,
        reasons: a.response?.reasons ?? [],
        confidence: a.response?.confidence ?? null,
        overridden: a.response?.overridden ?? false,
      },
    })),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    can_edit: rights.canEdit,
    can_approve: rights.canApprove,
    can_reject: rights.canReject,
    can_set_default_group: rights.canSetDefaultGroup,
    can_classify: rights.canClassify,
  };
}
