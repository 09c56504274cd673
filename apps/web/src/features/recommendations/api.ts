import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecommendationCard, RecommendationEntityType } from '@careerhub/shared';
import { api } from '../../lib/api';

export const RECOMMENDATIONS_KEY = ['recommendations'] as const;

/** GET recommended-entities/ (the spec's cap of 8) for the signed-in user. */
export function useRecommendations(entityType: RecommendationEntityType, enabled = true) {
  return useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, entityType],
    enabled,
    // Recommendations change slowly; the spec's query cache time (30 minutes) applies.
    staleTime: 30 * 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ data: RecommendationCard[] }>('/recommended-entities/', {
          signal,
          silent: true,
          query: { entity_type: entityType },
        })
        .then((answer) => answer.data),
  });
}

/** Follow from a card: people through follow/, circles, events and organizations through their follow call. */
export function followFromCard(card: Pick<RecommendationCard, 'id' | 'type'>, action: 'follow' | 'unfollow') {
  return card.type === 'user'
    ? api.post<{ message: string }>('/follow/', { id: card.id, type: 'user', action }, { silent: true })
    : api.post<{ message: string }>(`/groups/${card.id}/follow/`, { action }, { silent: true });
}

/**
 * After a follow the lists are stale (spec foundation 7: "then connection and recommendation lists
 * refresh"); the card stays as it is until the next visit, so the button can say Followed.
 */
export function useMarkRecommendationsStale() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY, refetchType: 'none' });
}
