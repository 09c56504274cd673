import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TABLE_PAGE_SIZES,
  PAGE_SIZES,
  type GroupQuestionInput,
  type JobFormInput,
  jobsPolicy,
  policyUserOf,
  type Page,
  type GroupCard,
} from '@careerhub/shared';
import { api } from '../../../lib/api';
import { downloadWithToken } from '../../../lib/api/download';
import { useIdentity } from '../../auth/identity';
import type { AdminJob, ApplicantStatus, JobApplicant, RecommendedApplicant } from './types';

/** Every job query starts with this key (the board's too): a job write makes them all stale. */
export const JOBS_KEY = ['jobs'] as const;
const MIN_SEARCH = 2;
const searchText = (text: string) => (text.trim().length >= MIN_SEARCH ? text.trim() : undefined);

type Message = { message: string };
type JobAnswer = Message & { data: AdminJob };
/** What POST /jobs/ takes; a PATCH takes any of these fields but the group. */
export type JobBody = JobFormInput;
export type JobPatchBody = Partial<Omit<JobFormInput, 'group'>>;

function useJobWrite<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** Create (jobId null) or update a job. */
export function useSaveJob(jobId: number | null) {
  return useJobWrite((body: JobBody | JobPatchBody) =>
    jobId === null
      ? api.post<JobAnswer>('/jobs/', body, { silent: true })
      : api.patch<JobAnswer>(`/jobs/${jobId}/`, body, { silent: true }),
  );
}

export function useDeleteJob(jobId: number) {
  return useJobWrite(() => api.delete<Message>(`/jobs/${jobId}/`, { silent: true }));
}

/** The job's questions (extra_info.questions), saved as a whole list: kept ids keep their answers. */
export function useSaveJobQuestions(jobId: number) {
  return useJobWrite((questions: GroupQuestionInput[]) =>
    api.patch<JobAnswer>(`/jobs/${jobId}/`, { extra_info: { questions } }, { silent: true }),
  );
}

export interface AdminJobsFilters {
  page: number;
  pageSize: number;
  search: string;
  /** '' for published and drafts together. */
  status: '' | 'approved' | 'pending';
}
export const ADMIN_JOBS_PAGE_SIZES = [
  ...new Set([PAGE_SIZES.adminTableDefault, ...ADMIN_TABLE_PAGE_SIZES]),
].sort((a, b) => a - b);

/** A group's jobs for the Job Management table: published ones and the drafts this user administers. */
export function useAdminJobs(groupId: number | undefined, filters: AdminJobsFilters) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'admin', groupId, filters],
    enabled: groupId !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<AdminJob>>('/jobs/', {
        signal,
        silent: true,
        query: {
          group_id: groupId,
          view_all: true,
          page: filters.page,
          page_size: filters.pageSize,
          search: searchText(filters.search),
          job_status: filters.status || undefined,
        },
      }),
  });
}

export interface ApplicantFilters {
  status: ApplicantStatus;
  q: string;
  page: number;
}

/** The Applicant tab: 12 a page, by status, searched by name from 2 characters. */
export function useJobApplications(jobId: number, filters: ApplicantFilters) {
  return useQuery({
    queryKey: [...JOBS_KEY, jobId, 'applications', filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<JobApplicant>>(`/jobs/${jobId}/applications/`, {
        signal,
        silent: true,
        query: {
          status: filters.status,
          q: searchText(filters.q),
          page: filters.page,
          page_size: PAGE_SIZES.jobApplicants,
        },
      }),
  });
}

/** Accept or reject a pending applicant. */
export function useSetApplicantStatus(jobId: number) {
  return useJobWrite((body: { user_id: number; status: 'accepted' | 'rejected' }) =>
    api.post<Message & { user_id: number; status: ApplicantStatus }>(`/jobs/${jobId}/status/`, body, {
      silent: true,
    }),
  );
}

/** The applicants CSV (every status, one column per question). */
export const downloadApplicants = (job: Pick<AdminJob, 'id' | 'slug'>) =>
  downloadWithToken(`/jobs/${job.id}/export-job-membership/`, `${job.slug}-applicants.csv`);

export interface TalentFilters {
  /** Another verified group to look in; the job's group when undefined. */
  groupId: number | undefined;
  affiliation: string;
  batch: string;
  department: string;
}

/** Find Talents: members who fit the job and have not applied, with the reason. */
export function useApplicantRecommendations(jobId: number, filters: TalentFilters) {
  const extra = Object.fromEntries(
    Object.entries({
      affiliation: filters.affiliation.trim(),
      uni_batch: filters.batch.trim(),
      department: filters.department.trim(),
    }).filter(([, v]) => v !== ''),
  );
  return useQuery({
    queryKey: [...JOBS_KEY, jobId, 'recommendations', filters],
    queryFn: ({ signal }) =>
      api.get<{ data: RecommendedApplicant[] }>('/applicant-recommendations/', {
        signal,
        silent: true,
        query: {
          job_id: jobId,
          group_from_user_to_be_included: filters.groupId,
          extra_info_filter: Object.keys(extra).length > 0 ? JSON.stringify(extra) : undefined,
        },
      }),
    select: (answer) => answer.data,
  });
}

/** Invite people to apply (POST /invite-users/ with content_type job). */
export function useInviteToJob(jobId: number) {
  return useMutation({
    mutationFn: (users: number[]) =>
      api.post<Message & { invited: number }>(
        '/invite-users/',
        { object_id: jobId, content_type: 'job', users, emails: [] },
        { silent: true },
      ),
  });
}

/** Verified groups, where Find Talents may look. */
export function useVerifiedGroups(enabled = true) {
  return useQuery({
    queryKey: ['groups', 'list', 'verified-for-talents'],
    enabled,
    queryFn: ({ signal }) =>
      api.get<Page<GroupCard>>('/groups/', {
        signal,
        silent: true,
        query: { is_verified: true, page_size: 100 },
      }),
    select: (answer) => answer.data,
  });
}

/**
 * The groups the signed-in user may post jobs in (the form's group picker), in one call: the server
 * applies jobsPolicy.canPostIn to its group list (`can_post_jobs=true`), certification included.
 * Asked only when the identity shows a group worth asking about (the same shared rule).
 */
export function usePostableGroups(enabled = true) {
  const { data: identity } = useIdentity();
  const user = policyUserOf(identity);
  const worthAsking =
    Boolean(user?.isStaff) ||
    (identity?.switchable_orgs ?? []).some((org) =>
      jobsPolicy.mayPostInGroupOfType(user, org.group_type, org.role),
    );
  return useQuery({
    queryKey: ['groups', 'postable-for-jobs', identity?.id, worthAsking],
    enabled: enabled && identity !== undefined,
    queryFn: async ({ signal }) =>
      worthAsking
        ? (
            await api.get<Page<GroupCard>>('/groups/', {
              signal,
              silent: true,
              query: { can_post_jobs: true, page_size: 100 },
            })
          ).data
        : [],
  });
}
