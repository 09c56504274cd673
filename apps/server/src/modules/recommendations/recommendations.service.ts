import {
  countryName,
  FOLLOWABLE_RECOMMENDATION_TYPES,
  RECOMMENDATION_LIMITS,
  type OptionItem,
  type Options,
  type RecommendationCard,
  type RecommendationEntityType,
  type RecommendedEntitiesQuery,
} from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import { mediaUrl } from '../../platform/storage/index.js';
import type { UserRow } from '../auth/users.repository.js';
import { countryCodeOf } from '../profiles/geo-names.js';
import { parseInts, parseTexts, type RecommendationsRepository } from './recommendations.repository.js';
import { rankAll, rankCandidate, type Names } from './recommendations.ranking.js';
import { RECOMMENDATION_SOURCES, type CandidateRow } from './recommendations.sources.js';

export interface RecommendationsDeps {
  repo: RecommendationsRepository;
  /** The app configuration's option lists (labels of career stages, fields, functions, roles). */
  options: () => Promise<Options>;
  /** The groups policy: may the actor see this group / list its accepted members. */
  canSeeGroup: (user: UserRow, groupId: number) => Promise<boolean>;
  canListMembersOf: (user: UserRow, groupId: number) => Promise<boolean>;
  userExists: (id: number) => Promise<boolean>;
}

/** SQL reads this many candidates by profile overlap, and this many by co-engagement; the ranking orders them. */
const OVERLAP_CANDIDATES = 120;
const CO_CANDIDATES = 40;

const FOLLOWABLE = new Set<string>(FOLLOWABLE_RECOMMENDATION_TYPES);
const labels = (items: OptionItem[]) =>
  new Map(items.filter((o) => typeof o.value === 'number').map((o) => [Number(o.value), o.label]));
const code = (country: string) => countryCodeOf(country) ?? country.trim().toLowerCase();

/** The card's type in the spec's Recommended item list (an external resource is its own type). */
function cardType(type: RecommendationEntityType, row: CandidateRow): RecommendationCard['type'] {
  if (type === 'resource') return row.sub_type === 'external' ? 'external_resource' : 'resource';
  return type;
}

function present(type: RecommendationEntityType, row: CandidateRow, reasons: string[], score: number) {
  const t = cardType(type, row);
  const byName = t === 'user' || t === 'circle' || t === 'event' || t === 'organization';
  const card: RecommendationCard = {
    type: t,
    kind: row.kind,
    sub_type: row.sub_type,
    id: Number(row.id),
    slug: byName ? null : row.slug,
    title_slug: type === 'resource' ? row.slug : null,
    name_slug: byName ? row.slug : null,
    source: row.source,
    title: t === 'user' ? null : row.title,
    name: byName ? row.title : null,
    reason: reasons.slice(0, 2).join(' · '),
    reasons,
    score,
    image: row.image_key ? mediaUrl(row.image_key) : (row.image_url ?? null),
    subtitle: row.subtitle,
    is_following: FOLLOWABLE.has(type) ? false : null,
  };
  return card;
}

/**
 * Recommendations for a member (content-ai-admin 2.3, 7.9): candidates from SQL (profile overlap,
 * popularity, co-engagement), ranked and explained by recommendations.ranking.ts.
 */
export function createRecommendationsService(deps: RecommendationsDeps) {
  const { repo } = deps;

  /** Whose recommendations: your own; staff may ask for anyone's (the recommendation package tool). */
  async function targetOf(actor: UserRow, userId: number | undefined): Promise<number> {
    if (userId === undefined || userId === actor.id) return actor.id;
    if (!actor.isStaff) throw forbidden();
    if (!(await deps.userExists(userId))) throw notFound();
    return userId;
  }

  /** Only from one group: one the actor may see (for people: whose members they may list). */
  async function scopeOf(actor: UserRow, type: RecommendationEntityType, groupId: number | undefined) {
    if (groupId === undefined) return null;
    const allowed =
      type === 'user' ? await deps.canListMembersOf(actor, groupId) : await deps.canSeeGroup(actor, groupId);
    if (!allowed) throw notFound();
    return groupId;
  }

  /** The reader's facts and the names their reasons need: read once for any number of types. */
  async function readerOf(me: number) {
    const [read, options] = await Promise.all([repo.viewerFacts(me), deps.options()]);
    if (!read) throw notFound();
    const names: Names = {
      topics: read.topicNames,
      careerStages: labels(options.career_stages),
      professionalFields: labels(options.professional_fields),
      jobFunctions: labels(options.job_functions),
      roles: labels(options.current_roles),
      countries: (c) => countryName(c),
      institutions: read.institutions,
    };
    const facts = { ...read.facts, country: read.facts.country ? code(read.facts.country) : null };
    return { facts, names };
  }

  /** One statement for the type's candidates and their signals, then the ranking. */
  async function rankType(
    me: number,
    reader: Awaited<ReturnType<typeof readerOf>>,
    type: RecommendationEntityType,
    scope: number | null,
    limit: number,
  ): Promise<RecommendationCard[]> {
    const rows = await repo.scoredCandidates(
      type,
      me,
      reader.facts,
      scope,
      OVERLAP_CANDIDATES,
      CO_CANDIDATES,
    );
    const source = RECOMMENDATION_SOURCES[type];
    const ranked = rankAll(
      rows,
      (row) =>
        rankCandidate(
          reader.facts,
          {
            skills: parseInts(row.skills),
            topics: parseInts(row.topics),
            careerStages: parseInts(row.career_stages),
            professionalFields: parseInts(row.professional_fields),
            jobFunctions: parseInts(row.job_functions),
            roles: parseInts(row.roles),
            countries: parseTexts(row.countries).filter(Boolean).map(code),
            institutionId: row.institution_id === null ? null : Number(row.institution_id),
            popularity: Number(row.popularity ?? 0),
            popularityUnit: source.popularityUnit,
            followedCount: Number(row.followed_count ?? 0),
            coCount: Number(row.co_count ?? 0),
            coKind: source.coKind,
          },
          reader.names,
          type === 'user' ? 'person' : 'item',
        ),
      limit,
    );
    return ranked.map(({ item, ranked: r }) => present(type, item, r.reasons, r.score));
  }

  return {
    async recommend(actor: UserRow, q: RecommendedEntitiesQuery): Promise<{ data: RecommendationCard[] }> {
      const type = q.entity_type;
      const me = await targetOf(actor, q.user_id);
      const scope = await scopeOf(actor, type, q.group_from_user_to_be_included);
      const reader = await readerOf(me);
      return { data: await rankType(me, reader, type, scope, q.page_size ?? RECOMMENDATION_LIMITS.cap) };
    },

    /**
     * The best item of each type for the member themself (the home learning path): the reader is
     * read once, then one statement per type, all at once.
     */
    async recommendFirst<T extends RecommendationEntityType>(
      actor: UserRow,
      types: readonly T[],
    ): Promise<Partial<Record<T, RecommendationCard>>> {
      const reader = await readerOf(actor.id);
      const firsts = await Promise.all(types.map((type) => rankType(actor.id, reader, type, null, 1)));
      return Object.fromEntries(
        types.flatMap((type, i) => (firsts[i]![0] ? [[type, firsts[i]![0]]] : [])),
      ) as Partial<Record<T, RecommendationCard>>;
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
