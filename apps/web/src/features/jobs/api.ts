import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_CALLS, type Job, type JobApply, type Page } from '@careerhub/shared';
import { api } from '../../lib/api';
import { JOBS_KEY } from './admin/api';
import { jobsQuery, type BoardFilters } from './board';

export type { Job } from '@careerhub/shared';

/** The board (9 a page) or one organization's jobs (12 a page, `group_id`). */
export function useJobList(filters: BoardFilters, groupId?: number, viewAll = false) {
  const query = jobsQuery(filters, {
    ...(groupId ? { group_id: groupId } : {}),
    // Job administrators see their drafts beside the published jobs.
    ...(viewAll ? { view_all: true } : {}),
  });
  return useQuery({
    queryKey: [...JOBS_KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<Job>>('/jobs/', { signal, silent: true, query }),
  });
}

export function useJobBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'detail', slug],
    enabled: Boolean(slug),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    queryFn: ({ signal }) =>
      api
        // The same path the server answers inside a job's page for a visitor.
        .get<{ data: Job }>(FIRST_PAINT_CALLS.job(slug!), { signal, silent: true })
        .then((answer) => answer.data),
  });
}

type Message = { message: string };

/** Apply with the answers (keyed by question id) and, when just uploaded, the resume's file id. */
export function useApplyJob(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobApply) => api.post<Message>(`/jobs/${jobId}/apply/`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

export function useUnapplyJob(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Message>(`/jobs/${jobId}/unapply/`, {}, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
