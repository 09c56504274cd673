import { useQuery } from '@tanstack/react-query';
import {
  AGENT_LIMITS,
  type AgentDetail,
  type AgentMetrics,
  type AgentProcessResult,
  type AgentReport,
  type AgentReportListItem,
  type AgentSummary,
  type CareerGpsSignupInput,
  type CareerGpsSignupResult,
  type Page,
} from '@careerhub/shared';
import { api } from '../../lib/api';
import { useIsSignedIn } from '../auth/session';

export const AGENTS_KEY = ['agents'] as const;

export function useAgents() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...AGENTS_KEY, 'list', signedIn],
    queryFn: ({ signal }) => api.get<Page<AgentSummary>>('/agents/', { signal, silent: true }),
  });
}

export function useAgent(slug: string, enabled = true) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...AGENTS_KEY, 'agent', slug, signedIn],
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<AgentDetail>(`/agents/slug/${encodeURIComponent(slug)}/`, { signal, silent: true }),
  });
}

/** Usage against the plan's limit: registered users only (spec 6). */
export function useAgentMetrics(enabled: boolean) {
  return useQuery({
    queryKey: [...AGENTS_KEY, 'metrics'],
    enabled,
    retry: false,
    queryFn: ({ signal }) => api.get<AgentMetrics>('/agents/metrics/', { signal, silent: true }),
  });
}

export const processStage = (
  agentId: number,
  order: number,
  body: { session: string; user_response: Record<string, unknown>; user_id?: number },
) => api.post<AgentProcessResult>(`/agents/process/${agentId}/${order}/`, body, { silent: true });

/** The visitor's sign-up at the last step: a trial account that keeps the report (spec 7.1). */
export const registerCareerGps = (body: CareerGpsSignupInput) =>
  api.post<CareerGpsSignupResult>('/register-career-gps/', body, { silent: true });

export function useReport(slug: string) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...AGENTS_KEY, 'report', slug, signedIn],
    retry: false,
    queryFn: ({ signal }) =>
      api.get<AgentReport>(`/agents/report/slug/${encodeURIComponent(slug)}/`, { signal, silent: true }),
  });
}

export function useReports(page: number) {
  return useQuery({
    queryKey: [...AGENTS_KEY, 'reports', page],
    queryFn: ({ signal }) =>
      api.get<Page<AgentReportListItem>>('/agents/reports/', {
        signal,
        silent: true,
        query: { page, page_size: AGENT_LIMITS.reportsPageSize },
      }),
  });
}

export const sendReportFeedback = (reportId: number, rating: number, feedback: string) =>
  api.post<{ message: string }>(
    '/agents/feedback/',
    { response_id: reportId, rating, feedback: feedback.trim() },
    { silent: true },
  );

/** A report's public address, for sharing. */
export const reportUrl = (slug: string) =>
  new URL(`/careergps-report/${encodeURIComponent(slug)}`, window.location.origin).toString();

/** Shares a report: the system share sheet where there is one, else the link copied. */
export async function shareReport(slug: string, title: string): Promise<'shared' | 'copied'> {
  const url = reportUrl(slug);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch {
      /* dismissed: fall back to copying */
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
