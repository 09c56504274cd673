import { Link } from 'react-router';
import {
  RECOMMENDATION_MESSAGES as M,
  type RecommendationCard,
  type RecommendationEntityType,
} from '@careerhub/shared';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { hrefOf } from '../assistant/api';
import { FollowButton } from '../profile/FollowButton';
import { followFromCard, useMarkRecommendationsStale, useRecommendations } from './api';
import { KIND_ICONS } from './kindIcons';

const FOLLOWABLE = new Set(['user', 'circle', 'event', 'organization']);

function Card({ card }: { card: RecommendationCard }) {
  const markStale = useMarkRecommendationsStale();
  const Icon = KIND_ICONS[card.type];
  const name = card.title ?? card.name ?? '';
  const round = card.type === 'user';
  return (
    <li className="rounded-xl border border-border bg-surface p-3">
      <div className="flex gap-3">
        {card.image ? (
          <img
            src={card.image}
            alt=""
            loading="lazy"
            className={`size-10 shrink-0 object-cover ${round ? 'rounded-full' : 'rounded-lg'}`}
          />
        ) : (
          <span
            aria-hidden="true"
            className={`grid size-10 shrink-0 place-items-center bg-primary-soft text-primary ${round ? 'rounded-full' : 'rounded-lg'}`}
          >
            <Icon className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Link
            to={hrefOf(card)}
            className="line-clamp-2 font-semibold break-words text-text hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {name}
          </Link>
          {card.subtitle && <p className="truncate text-xs text-muted">{card.subtitle}</p>}
          <p className="mt-1 flex gap-1 text-xs text-text">
            <Sparkles aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-primary" />
            <span data-testid="recommendation-reason">{card.reason}</span>
          </p>
        </div>
      </div>
      {FOLLOWABLE.has(card.type) && (
        <div className="mt-2 flex justify-end">
          <FollowButton
            name={name}
            isFollowing={card.is_following ?? false}
            isSelf={false}
            onToggle={async (action) => {
              const result = await followFromCard(card, action);
              void markStale();
              return result;
            }}
          />
        </div>
      )}
    </li>
  );
}

/**
 * "Recommendations for you" (content-ai-admin 2.3): up to 8 cards of the page's kind, each with
 * the reason it was picked and, for people and groups, a Follow button.
 */
export function RecommendationsPanel({ entityType }: { entityType: RecommendationEntityType }) {
  const { data, isPending, isError, refetch, isFetching } = useRecommendations(entityType);
  return (
    <section aria-labelledby="recommendations-heading" className="flex flex-col gap-3">
      <h2 id="recommendations-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {M.heading}
      </h2>
      {isPending ? (
        <ul aria-busy="true" aria-label="Loading recommendations" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-3 rounded-xl border border-border bg-surface p-3">
              <Skeleton className="size-10 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div role="alert" className="rounded-xl border border-border bg-surface p-4 text-sm">
          <p className="text-text">{M.fetchFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            loading={isFetching}
            onClick={() => void refetch()}
          >
            {!isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">
          {M.empty}{' '}
          <Link to="/profile" className="font-semibold text-primary hover:underline">
            Edit your profile
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((card) => (
            <Card key={`${card.type}-${card.id}`} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
