import { useState } from 'react';
import { Link } from 'react-router';
import { Lock, Mail, MessageCircle, Pencil, Share2, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { notify } from '../../lib/notify';
import { Badge } from '../groups/parts';
import { LinkPreview } from '../content-links/LinkPreview';
import { useDeleteContent } from './api';
import { ContentBody } from './ContentBody';
import { ContentMeta } from './ContentMeta';
import { PostFormDialog } from './PostFormDialog';
import { POST_PREVIEW } from './preview';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';
import { VoteBar } from '../engagement/VoteBar';

const PRIVATE = 20;

/** Shares the page's link: the system share sheet where there is one, else the clipboard. */
export async function shareLink(path: string, title: string) {
  const url = new URL(path, window.location.origin).toString();
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    notify(T.linkCopied, 'success');
  } catch {
    // The visitor closed the share sheet, or the clipboard is not available: nothing to say.
  }
}

/**
 * A post or newsletter: author, group, text with Show More past 1,200 characters, share unless
 * private, edit and delete (with a confirmation) for its author.
 */
export function PostCard({
  post,
  headingLevel = 2,
  full = false,
  onDeleted,
}: {
  post: Content;
  headingLevel?: 2 | 3;
  /** The post's own page: no link on the title. */
  full?: boolean;
  onDeleted?: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContent();
  const isPrivate = post.security_level === PRIVATE;

  async function confirmDelete() {
    try {
      await remove.mutateAsync(post.id);
      setConfirming(false);
      notify(T.postDeleted, 'success');
      onDeleted?.();
    } catch {
      notify(T.couldNotDelete, 'error');
    }
  }

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ContentMeta item={post} />
        <div className="flex flex-wrap gap-1.5">
          {post.type === 'newsletter' && (
            <Badge tone="brand">
              <Mail aria-hidden="true" className="mr-1 size-3" />
              {T.newsletterLabel}
            </Badge>
          )}
          {isPrivate && (
            <Badge>
              <Lock aria-hidden="true" className="mr-1 size-3" />
              {T.private}
            </Badge>
          )}
        </div>
      </div>
      {/* A post's title is its first 100 characters: a heading for screen readers, not repeated on screen. */}
      {!full && <Heading className="sr-only">{post.title}</Heading>}
      <ContentBody item={post} previewLength={POST_PREVIEW} />
      <LinkPreview text={post.raw_text} />
      {(!full || !isPrivate || post.can_edit || post.can_delete) && (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          <VoteBar
            contentType="content"
            objectId={post.id}
            score={post.vote_score}
            userVote={post.user_vote_type}
            label={post.title}
            size="sm"
          />
          {!full && (
            <Link
              to={`/post/${post.slug}`}
              aria-label={`${T.viewPost}: ${post.title}`}
              className={buttonClasses('ghost', 'sm')}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {T.viewPost}
            </Link>
          )}
          {!isPrivate && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void shareLink(`/post/${post.slug}`, post.title)}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {T.share}
              <span className="sr-only">: {post.title}</span>
            </Button>
          )}
          {post.can_edit && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {T.edit}
              <span className="sr-only">: {post.title}</span>
            </Button>
          )}
          {post.can_delete && (
            <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {T.delete}
              <span className="sr-only">: {post.title}</span>
            </Button>
          )}
        </div>
      )}
      {post.can_edit && <PostFormDialog open={editing} onClose={() => setEditing(false)} post={post} />}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmDeleteTitle}
        description={T.confirmDeleteText}
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {T.cancel}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirmDelete()}>
            {T.delete}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </li>
      ))}
    </ul>
  );
}
