import {
  APPLICANT_RECOMMENDATIONS_LIMIT,
  JOB_RECOMMENDATIONS_LIMIT,
  type ApplicantRecommendationsQuery,
} from '@careerhub/shared';
import { notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import type { JobAccess } from './jobs.access.js';
import { jobListConditions, type JobsRepository } from './jobs.repository.js';
import type { JobsService } from './jobs.service.js';
import { rankCandidates, rankFit, type JobFacts } from './ranking.js';

export interface RecommendationsDeps {
  jobs: JobsRepository;
  access: JobAccess;
  jobsService: Pick<JobsService, 'presentMany'>;
  groups: Pick<GroupsRepository, 'findById'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  /** Public people's cards (name, picture, institution) by user id (profiles/groups read). */
  people: (userIds: number[]) => Promise<Map<number, PersonCard>>;
  now?: () => Date;
}
export interface PersonCard {
  id: number;
  name: string;
  name_slug: string;
  image: string | null;
  institution_name: string | null;
}

/** SQL reads this many candidates; the ranking function orders them. */
const CANDIDATES = 200;
const factsOf = (job: {
  skills: number[];
  careerStages: number[];
  countries: string[];
  jobFunctions: number[];
  professionalFields: number[];
}): JobFacts => ({
  skills: job.skills,
  careerStages: job.careerStages,
  countries: job.countries,
  jobFunctions: job.jobFunctions,
  professionalFields: job.professionalFields,
});

/** Jobs for the signed-in user, and people for a job: one ranking (ranking.ts), SQL picks candidates. */
export function createRecommendationsService(deps: RecommendationsDeps) {
  const { jobs } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async jobsFor(user: UserRow, limit: number = JOB_RECOMMENDATIONS_LIMIT) {
      const facts = (await jobs.personFacts([user.id])).get(user.id);
      if (!facts) return { data: [] };
      const visible = jobListConditions({
        viewerId: user.id,
        isStaff: false,
        statuses: ['approved'],
        jobTypes: [],
        jobLocations: [],
        careerStages: [],
        skills: [],
        countries: [],
      });
      const candidates = await jobs.jobCandidates(user.id, facts, visible, now(), CANDIDATES);
      const names = await jobs.skillNames(candidates.flatMap((j) => j.skills));
      const ranked = rankCandidates(
        candidates,
        (job) => rankFit(factsOf(job), facts, names, 'seeker'),
        limit,
      );
      const presented = await deps.jobsService.presentMany(user, ranked);
      return {
        data: presented.map((job, i) => ({ ...job, score: ranked[i]!.score, reason: ranked[i]!.reason })),
      };
    },

    /**
     * Find Talents: accepted members of a group (the job's group unless another one the
     * administrator can see is named) who fit the job and have not applied.
     */
    async applicantsFor(actor: UserRow, q: ApplicantRecommendationsQuery) {
      const { job } = await deps.access.administered(actor, q.job_id);
      const groupId = q.group_from_user_to_be_included ?? job.groupId;
      const group = await deps.groups.findById(groupId);
      const viewer = group ? await deps.viewerOf(actor, group.id) : null;
      // The same rule as the group's own members page (accepted tab).
      if (
        !group ||
        !groupsPolicy.canView(group, viewer!) ||
        !groupsPolicy.canListMembers(viewer!, 'accepted')
      )
        throw notFound();
      const limit = q.page_size ?? APPLICANT_RECOMMENDATIONS_LIMIT;
      const ids = (
        await jobs.applicantCandidates(job, group.id, q.extra_info_filter ?? {}, CANDIDATES)
      ).filter((id) => id !== actor.id);
      const [facts, names] = await Promise.all([jobs.personFacts(ids), jobs.skillNames(job.skills)]);
      const jobFacts = factsOf(job);
      const ranked = rankCandidates(
        ids.filter((id) => facts.has(id)).map((id) => ({ id })),
        ({ id }) => rankFit(jobFacts, facts.get(id)!, names, 'recruiter'),
        limit,
      );
      const cards = await deps.people(ranked.map((r) => r.id));
      return {
        data: ranked
          .filter((r) => cards.has(r.id))
          .map((r) => ({ ...cards.get(r.id)!, status: null, score: r.score, reason: r.reason })),
      };
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
