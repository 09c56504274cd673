import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificationQueueItem,
  CertificationState,
  CertificationStatus,
  CircleLeader,
  InfluentialOrg,
  InfluentialPerson,
  Page,
} from '@careerhub/shared';
import { api } from '../../lib/api';
import { IDENTITY_KEY } from '../auth/identity';

export const LEADERS_KEY = ['leaders'] as const;
export const CERTIFICATION_KEY = ['certification-application'] as const;

type Query = Record<string, string | number | undefined>;

/** GET /leader-certifications/ (9 a page, with the directory's filters). */
export function useLeaders(query: Query) {
  return useQuery({
    queryKey: [...LEADERS_KEY, 'leaders', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<CircleLeader>>('/leader-certifications/', { signal, silent: true, query }),
  });
}

/** GET /influential-people/ for each server page the shown page needs (16 a request). */
export function useInfluentialPeoplePages(pages: number[]) {
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: [...LEADERS_KEY, 'people', page],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<Page<InfluentialPerson>>('/influential-people/', { signal, silent: true, query: { page } }),
    })),
  });
}

/** GET /influential-organizations/ (16 a page). */
export function useInfluentialOrgs(page: number) {
  return useQuery({
    queryKey: [...LEADERS_KEY, 'orgs', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<InfluentialOrg>>('/influential-organizations/', { signal, silent: true, query: { page } }),
  });
}

/** GET /certification-application/: the questions, my standing and my latest application. */
export function useCertification(enabled = true) {
  return useQuery({
    queryKey: CERTIFICATION_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api.get<CertificationState>('/certification-application/', { signal, silent: true }),
  });
}

export function useApplyForCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      api.post<{ message: string }>('/certification-application/', { answers }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: CERTIFICATION_KEY }),
  });
}

/** GET /certification-applications/ (staff). */
export function useCertificationQueue(status: CertificationStatus, page: number) {
  return useQuery({
    queryKey: [...CERTIFICATION_KEY, 'queue', status, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<CertificationQueueItem>>('/certification-applications/', {
        signal,
        silent: true,
        query: { status, page },
      }),
  });
}

export type ReviewInput =
  { id: number; action: 'approve'; level: number } | { id: number; action: 'reject'; note: string };

export function useReviewCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewInput) =>
      api.post<{ message: string }>(`/certification-applications/${id}/review/`, body, { silent: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CERTIFICATION_KEY }),
        client.invalidateQueries({ queryKey: LEADERS_KEY }),
        client.invalidateQueries({ queryKey: IDENTITY_KEY }),
      ]),
  });
}
