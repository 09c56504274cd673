import type { EngagementFields, Job, JobApplicant, JobApplicationStatus } from '@careerhub/shared';
import type { ApplicantRow, ApplicationCounts, JobGroup, JobListRow } from './jobs.repository.js';

export interface JobPresentation {
  group: JobGroup | undefined;
  /** The viewer's application status, null when they did not apply. */
  status: JobApplicationStatus | null;
  isAdministrator: boolean;
  /** Applicant counts, for administrators only. */
  counts: ApplicationCounts | null;
  skillNames: ReadonlyMap<number, string>;
  now: Date;
  /** The reader's bookmark (engagement module); neutral when absent. */
  engagement?: EngagementFields | undefined;
}

/** Whether applications are open now: after the open date (if any), before the end date. */
export const isApplicationOpen = (job: JobListRow, now: Date) =>
  (!job.applicationOpenDate || job.applicationOpenDate <= now) && job.applicationCloseDate > now;

/** The spec's Job (section 3). */
export function presentJob(job: JobListRow, p: JobPresentation): Job {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    job_type: job.jobType,
    job_location: job.jobLocation,
    address: job.address,
    job_status: job.jobStatus,
    status: p.status,
    is_featured: job.isFeatured,
    is_administrator: p.isAdministrator,
    is_open: isApplicationOpen(job, p.now),
    application_open_date: job.applicationOpenDate?.toISOString() ?? null,
    application_close_date: job.applicationCloseDate.toISOString(),
    created_at: job.createdAt.toISOString(),
    skills: job.skills,
    skills_detailed: job.skills.map((id) => ({ id, name: p.skillNames.get(id) ?? '' })),
    countries: job.countries,
    career_stages: job.careerStages,
    job_functions: job.jobFunctions,
    professional_fields: job.professionalFields,
    group: p.group
      ? {
          id: p.group.id,
          name: p.group.name,
          name_slug: p.group.nameSlug,
          image: p.group.logo,
          group_type: p.group.groupType,
        }
      : null,
    extra_info: { questions: job.extraInfo.questions },
    accepted_members_count: p.counts?.accepted ?? null,
    pending_members_count: p.counts?.pending ?? null,
    rejected_members_count: p.counts?.rejected ?? null,
    ...(p.engagement ?? { vote_score: 0, user_vote_type: null, is_bookmarked: false }),
  };
}

/** The spec's Job applicant; answers, e-mail and resume are for the job's administrators (the only readers). */
export function presentApplicant(row: ApplicantRow, url: (key: string) => string): JobApplicant {
  return {
    id: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    name_slug: row.nameSlug,
    slug: row.nameSlug,
    image: row.pictureKey ? url(row.pictureKey) : null,
    institution_name: row.institutionName,
    country: row.country,
    status: row.status,
    reason: null,
    email: row.email,
    resume: row.resumeKey ? url(row.resumeKey) : null,
    extra_info: row.answers,
    applied_at: row.createdAt.toISOString(),
  };
}
