import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { FIRST_PAINT_CALLS, type Job, type JobApply, type Page } from '@careerhub/shared';
import { api } from '../../lib/api';
import { JOBS_KEY } from './admin/api';
import { EMPTY_FILTERS, jobsQuery, type BoardFilters } from './board';

export type { Job } from '@careerhub/shared';

const listQuery = (filters: BoardFilters, groupId?: number, viewAll = false) =>
  jobsQuery(filters, {
    ...(groupId ? { group_id: groupId } : {}),
    // Job administrators see their drafts beside the published jobs.
    ...(viewAll ? { view_all: true } : {}),
  });
const listKey = (query: ReturnType<typeof listQuery>) => [...JOBS_KEY, 'list', query];
const detailKey = (slug: string | undefined) => [...JOBS_KEY, 'detail', slug];

/** The board (9 a page) or one organization's jobs (12 a page, `group_id`). */
export function useJobList(filters: BoardFilters, groupId?: number, viewAll = false) {
  const query = listQuery(filters, groupId, viewAll);
  return useQuery({
    queryKey: listKey(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<Job>>('/jobs/', { signal, silent: true, query }),
  });
}

export function useJobBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: detailKey(slug),
    enabled: Boolean(slug),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    queryFn: ({ signal }) =>
      api
        // The same path the server answers inside a job's page for a visitor.
        .get<{ data: Job }>(FIRST_PAINT_CALLS.job(slug!), { signal, silent: true })
        .then((answer) => answer.data),
  });
}

/**
 * The board's first page or a job, as the server answered them for a visitor inside the page
 * (`take` hands out an inlined answer by its API path), put where the page's queries read them:
 * the page renders with them at once, on the server and in the browser alike. True when the page
 * at `pathname` has its answer.
 */
export function seedJobQueries(client: QueryClient, pathname: string, take: (path: string) => unknown) {
  if (/^\/jobs\/?$/.test(pathname)) {
    const board = take(FIRST_PAINT_CALLS.jobBoard) as Page<Job> | undefined;
    if (board) client.setQueryData(listKey(listQuery(EMPTY_FILTERS)), board);
    return board !== undefined;
  }
  const slug = /^\/job\/([^/]+)/.exec(pathname)?.[1];
  if (!slug) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return false;
  }
  const answer = take(FIRST_PAINT_CALLS.job(decoded)) as { data: Job } | undefined;
  if (answer) client.setQueryData(detailKey(decoded), answer.data);
  return answer !== undefined;
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
