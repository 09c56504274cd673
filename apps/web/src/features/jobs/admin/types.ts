import type { Job } from '@careerhub/shared';

/** The jobs API's shapes, inferred from the schemas the server answers through. */
export type { Job as AdminJob, JobApplicant, RecommendedApplicant } from '@careerhub/shared';
export type ApplicantStatus = 'accepted' | 'pending' | 'rejected';

export const isPublished = (job: Pick<Job, 'job_status'>) => job.job_status === 'approved';
export const jobPath = (job: Pick<Job, 'slug'>) => `/job/${job.slug}`;
