import { USE_CASE_FILTER_ORDER, type UseCaseFilterKey } from '@careerhub/shared';

/**
 * The use case list's filters in the order to draw them: the app configuration's filter_order
 * (keys it does not know are skipped, keys it leaves out follow in the default order), else the
 * spec's default order (content-ai-admin 2.4).
 */
export function filterOrder(configured: readonly string[] | undefined): UseCaseFilterKey[] {
  const known = (configured ?? []).filter((k): k is UseCaseFilterKey =>
    (USE_CASE_FILTER_ORDER as readonly string[]).includes(k),
  );
  const unique = [...new Set(known)];
  return [...unique, ...USE_CASE_FILTER_ORDER.filter((k) => !unique.includes(k))];
}

/** The list's query from the address: every filter, and the page. */
export function queryOfUseCases(params: URLSearchParams) {
  const query: Record<string, string | number | undefined> = {};
  for (const key of USE_CASE_FILTER_ORDER) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'search' && value.length < 2) continue;
    query[key] = value;
  }
  query.page = Math.max(1, Number(params.get('page')) || 1);
  return query;
}
