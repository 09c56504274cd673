import { Comments } from '../comments/Comments';

/** The comments of a post or resource (the engage module's Comments), in the page's card style. */
export function CommentsSlot({ contentId }: { contentId: number; title?: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <Comments contentId={contentId} />
    </div>
  );
}
