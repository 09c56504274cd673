import {
  countryName,
  GROUP_MESSAGES,
  RECOMMENDATION_LIMITS,
  type GroupAdminRecommendationsQuery,
  type OptionItem,
  type Options,
  type RecommendationCard,
} from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import { mediaUrl } from '../../platform/storage/index.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupSummary } from '../groups/group-visibility.js';
import { countryCodeOf } from '../profiles/geo-names.js';
import {
  rankCollaborator,
  rankPartner,
  type GroupNames,
  type GroupTarget,
} from './group-recommendations.ranking.js';
import type { GroupRecommendationsRepository } from './group-recommendations.repository.js';
import { rankAll } from './recommendations.ranking.js';
import { parseInts, parseTexts } from './recommendations.repository.js';

type Access = { access: 'hidden' } | { access: 'viewer' } | { access: 'manager'; group: GroupSummary };

export interface GroupRecommendationsDeps {
  repo: GroupRecommendationsRepository;
  topicNames: (ids: number[]) => Promise<Map<number, string>>;
  options: () => Promise<Options>;
  /** The groups policy: may the actor manage the group (404 hidden, 403 not a manager). */
  managerAccess: (user: UserRow, groupId: number) => Promise<Access>;
  canSeeGroup: (user: UserRow, groupId: number) => Promise<boolean>;
  canListMembersOf: (user: UserRow, groupId: number) => Promise<boolean>;
}

const labels = (items: OptionItem[]) =>
  new Map(items.filter((o) => typeof o.value === 'number').map((o) => [Number(o.value), o.label]));
const code = (country: string) => countryCodeOf(country) ?? country.trim().toLowerCase();
const cardTypeOf = (groupType: string): RecommendationCard['type'] =>
  groupType === 'circle' || groupType === 'event' ? groupType : 'organization';

function card(fields: Partial<RecommendationCard> & Pick<RecommendationCard, 'type' | 'kind' | 'id'>) {
  return {
    sub_type: null,
    slug: null,
    title_slug: null,
    name_slug: null,
    source: null,
    title: null,
    name: null,
    reason: '',
    reasons: [],
    score: 0,
    image: null,
    subtitle: null,
    is_following: null,
    ...fields,
  } satisfies RecommendationCard;
}

/**
 * A group administrator's recommendations (groups-jobs-payments 7; decision 0038): research
 * collaborators for the group and partner groups, each with the reason, for its managers and staff.
 */
export function createGroupRecommendationsService(deps: GroupRecommendationsDeps) {
  const { repo } = deps;

  async function managed(actor: UserRow, groupId: number): Promise<GroupSummary> {
    const answer = await deps.managerAccess(actor, groupId);
    if (answer.access === 'hidden') throw notFound();
    if (answer.access === 'viewer') throw forbidden(GROUP_MESSAGES.noManagePermission);
    return answer.group;
  }

  async function namesFor(topicIds: number[]): Promise<GroupNames> {
    const [topics, options] = await Promise.all([deps.topicNames(topicIds), deps.options()]);
    return {
      topics,
      careerStages: labels(options.career_stages),
      professionalFields: labels(options.professional_fields),
      jobFunctions: labels(options.job_functions),
      countries: (c) => countryName(c),
    };
  }

  return {
    async recommendForGroup(
      actor: UserRow,
      groupId: number,
      q: GroupAdminRecommendationsQuery,
    ): Promise<{ data: RecommendationCard[] }> {
      const group = await managed(actor, groupId);
      const pool = q.group_from_user_to_be_included ?? null;
      // People only from a group whose members the actor may list; groups only under one they may see.
      if (pool !== null) {
        const allowed =
          q.entity_type === 'research_collaboration'
            ? await deps.canListMembersOf(actor, pool)
            : await deps.canSeeGroup(actor, pool);
        if (!allowed) throw notFound();
      }
      const facts = await repo.target(group.id);
      if (!facts) throw notFound();
      const target: GroupTarget = { noun: group.groupType, ...facts, countries: facts.countries.map(code) };
      const limit = q.page_size ?? RECOMMENDATION_LIMITS.cap;

      if (q.entity_type === 'research_collaboration') {
        const [rows, names] = await Promise.all([
          repo.collaborators(group.id, actor.id, facts.topics, pool),
          namesFor(facts.topics),
        ]);
        const ranked = rankAll(
          rows,
          (row) =>
            rankCollaborator(
              target,
              {
                skills: parseInts(row.skills),
                interests: parseInts(row.interests),
                careerSkills: parseInts(row.career_skills),
                careerStage: row.career_stage === null ? null : Number(row.career_stage),
                professionalField: row.professional_field === null ? null : Number(row.professional_field),
                jobFunction: row.job_function === null ? null : Number(row.job_function),
                country: row.country ? code(row.country) : null,
                followers: Number(row.followers),
                followedByMembers: Number(row.followed_by_members),
              },
              names,
            ),
          limit,
        );
        return {
          data: ranked.map(({ item, ranked: r }) =>
            card({
              type: 'user',
              kind: 'user',
              id: Number(item.id),
              name_slug: item.slug,
              name: item.title,
              reason: r.reason,
              reasons: r.reasons,
              score: r.score,
              image: item.image_key ? mediaUrl(item.image_key) : null,
              subtitle: item.subtitle,
            }),
          ),
        };
      }

      const [rows, names] = await Promise.all([
        repo.partners(group.id, actor.id, actor.isStaff, facts.topics, pool),
        namesFor(facts.topics),
      ]);
      const ranked = rankAll(
        rows,
        (row) =>
          rankPartner(
            target,
            {
              topics: parseInts(row.topics),
              careerStages: parseInts(row.career_stages),
              professionalFields: parseInts(row.professional_fields),
              countries: parseTexts(row.countries).filter(Boolean).map(code),
              members: Number(row.members),
              sharedMembers: Number(row.shared_members),
            },
            names,
          ),
        limit,
      );
      return {
        data: ranked.map(({ item, ranked: r }) =>
          card({
            type: cardTypeOf(item.kind),
            kind: item.kind,
            id: Number(item.id),
            name_slug: item.slug,
            name: item.title,
            reason: r.reason,
            reasons: r.reasons,
            score: r.score,
            image: item.image_url,
            subtitle: item.subtitle,
          }),
        ),
      };
    },
  };
}
export type GroupRecommendationsService = ReturnType<typeof createGroupRecommendationsService>;
