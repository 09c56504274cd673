import { MessageCircle } from 'lucide-react';
import { CONTENT_TEXT as T } from './text';

/**
 * INTEGRATION POINT for the integrator: the comments of a post or resource. The engage engineer's
 * `Comments` component (apps/web/src/features/comments, branch wip/engage) goes here, rendered with
 * the item's id and type; until it is merged this slot shows a quiet placeholder.
 */
export function CommentsSlot({ contentId, title }: { contentId: number; title: string }) {
  return (
    <section
      aria-labelledby={`comments-${contentId}`}
      data-comments-slot={contentId}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id={`comments-${contentId}`} className="flex items-center gap-2 text-lg font-semibold text-text">
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        {T.comments}
      </h2>
      <p className="mt-2 text-sm text-muted">
        <span className="sr-only">{title}: </span>
        {T.commentsSoon}
      </p>
    </section>
  );
}
