import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Page } from '@careerhub/shared';
import { api } from '../../lib/api';

/** A Search result item (spec section 3) as GET /search/ returns it. */
export interface SearchResultItem {
  id: number;
  type: 'user' | 'event' | 'job' | 'circle' | 'organization' | 'institution';
  name: string;
  name_slug: string | null;
  image: string | null;
  description: string | null;
  reason: string | null;
  institution_name: string | null;
}

export const PEOPLE_RESULTS = 8;

/** People whose name or profile text matches `term` (from 2 characters; misspellings still match). */
export function usePeopleSearch(term: string) {
  return useQuery({
    queryKey: ['search', 'people', term],
    enabled: term.length >= LIMITS.searchMinChars,
    queryFn: ({ signal }) =>
      api.get<Page<SearchResultItem>>('/search/', {
        signal,
        silent: true,
        query: { type: 'user', search: term, page_size: PEOPLE_RESULTS },
      }),
    select: (page) => page.data,
    staleTime: 30_000,
  });
}
