import type { GroupQuestion } from '@careerhub/shared';

/**
 * A job as GET /jobs/slug/{slug}/ and the lists present it (apps/server jobs.presenter.ts), as
 * far as the administrator's screens read it. Kept loose (strings for enums, optional extras) so
 * the board's own job type fits it.
 */
export interface AdminJob {
  id: number;
  slug: string;
  title: string;
  description: string;
  requirements: string | null;
  job_type: string;
  job_location: string;
  address: string | null;
  /** pending (draft) or approved (published). */
  job_status: string;
  is_administrator: boolean;
  application_open_date: string | null;
  application_close_date: string | null;
  skills?: number[];
  skills_detailed?: Array<{ id: number; name: string }>;
  career_stages?: number[];
  countries?: string[];
  job_functions?: number[];
  professional_fields?: number[];
  group: { id: number; name: string; name_slug: string } | null;
  extra_info?: { questions?: GroupQuestion[] };
  accepted_members_count?: number | null;
  pending_members_count?: number | null;
  rejected_members_count?: number | null;
}

export type ApplicantStatus = 'accepted' | 'pending' | 'rejected';

/** A row of GET /jobs/{id}/applications/ (jobs.presenter.ts presentApplicant). */
export interface JobApplicant {
  id: number;
  name: string;
  name_slug: string;
  image: string | null;
  institution_name: string | null;
  country: string | null;
  status: ApplicantStatus;
  email: string | null;
  resume: string | null;
  extra_info: Record<string, unknown>;
  applied_at: string;
}

/** One entry of GET /applicant-recommendations/ (recommendations.service.ts). */
export interface RecommendedApplicant {
  id: number;
  name: string;
  name_slug: string;
  image: string | null;
  institution_name: string | null;
  score: number;
  reason: string;
}

export const isPublished = (job: Pick<AdminJob, 'job_status'>) => job.job_status === 'approved';
export const jobPath = (job: Pick<AdminJob, 'slug'>) => `/job/${job.slug}`;
