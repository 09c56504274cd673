import { Link } from 'react-router';
import { BookOpen, Building2, MessageSquareText } from 'lucide-react';
import { Skeleton } from '../../components/ui/Skeleton';
import { ContentBadges } from './ContentBadges';
import { BookmarkButton } from '../engagement/BookmarkButton';
import { VoteBar } from '../engagement/VoteBar';
import { RESOURCE_PREVIEW, textPreview } from './preview';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';

/** Where an item's page is: /resource/{slug}, or a career tip's page under the hub. */
export const contentPath = (item: Pick<Content, 'type' | 'slug'>) =>
  item.type === 'career_tip' ? `/resourcehub/career-tips/${item.slug}` : `/resource/${item.slug}`;

/** A resource or prompt in a grid: thumbnail, badges, title, a 200-character preview, group, 2 topics. */
export function ResourceCard({ item, headingLevel = 2 }: { item: Content; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Icon = item.type === 'prompt' ? MessageSquareText : BookOpen;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-primary/40 hover:border-primary/40 hover:shadow-md">
      {item.thumbnail_image ? (
        <img
          src={item.thumbnail_image.file}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid h-20 w-full place-items-center bg-gradient-to-br from-primary-soft to-primary/25 text-primary"
        >
          <Icon className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ContentBadges item={item} />
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-text">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={contentPath(item)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus:outline-none"
          >
            {item.title}
          </Link>
        </Heading>
        {item.raw_text && (
          <p className="line-clamp-3 text-sm break-words text-muted">
            {textPreview(item.raw_text, RESOURCE_PREVIEW)}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          {item.topics_detailed.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={T.topicsHeading}>
              {item.topics_detailed.slice(0, 2).map((topic) => (
                <li key={topic.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {topic.name}
                </li>
              ))}
            </ul>
          )}
          {item.group_detail && (
            <p className="inline-flex min-w-0 items-center gap-1 text-xs text-muted">
              <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{item.group_detail.name}</span>
            </p>
          )}
          <div className="flex items-center justify-between gap-2 pt-1">
            <VoteBar
              contentType="content"
              objectId={item.id}
              score={item.vote_score}
              userVote={item.user_vote_type}
              label={item.title}
              size="sm"
            />
            <BookmarkButton
              type="content"
              objectId={item.id}
              isBookmarked={item.is_bookmarked}
              label={item.title}
              className="size-8"
            />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ResourceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading"
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
          <Skeleton className="h-20 w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
