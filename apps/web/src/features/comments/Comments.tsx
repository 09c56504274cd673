import { useState } from 'react';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { COMMENT_TEXT, type Comment, type CommentReply } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { timeAgo } from '../notifications/links';
import { CommentComposer } from './CommentComposer';
import { useCommentMutations, useComments } from './queries';
import { VoteBar } from '../engagement/VoteBar';

type Mutations = ReturnType<typeof useCommentMutations>;

function Avatar({ comment }: { comment: CommentReply }) {
  const classes = 'size-9 shrink-0 rounded-full';
  if (comment.author?.image)
    return <img src={comment.author.image} alt="" className={cn(classes, 'object-cover')} />;
  const initials = (comment.author?.name ?? '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'grid place-items-center text-xs font-bold',
        comment.author ? 'bg-primary text-primary-foreground' : 'bg-slate-200 text-muted',
      )}
    >
      {initials || '–'}
    </span>
  );
}

interface ConfirmState {
  comment: CommentReply;
  mode: 'delete' | 'remove';
}

function CommentItem({
  comment,
  mutations,
  canComment,
  onReply,
  onConfirm,
  isReply,
}: {
  comment: CommentReply;
  mutations: Mutations;
  canComment: boolean;
  onReply?: () => void;
  onConfirm: (state: ConfirmState) => void;
  isReply?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const name = comment.author?.name ?? '';
  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={comment.is_deleted ? COMMENT_TEXT.deletedBody : `Comment by ${name}`}
      className="flex scroll-mt-24 gap-3"
    >
      <Avatar comment={comment} />
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            'rounded-2xl px-4 py-3',
            comment.is_deleted ? 'bg-slate-50' : isReply ? 'bg-slate-50' : 'bg-primary-soft/40',
          )}
        >
          {comment.is_deleted ? (
            <p className="text-sm text-muted italic">
              {comment.is_removed ? COMMENT_TEXT.removedBody : COMMENT_TEXT.deletedBody}
            </p>
          ) : (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                {comment.author?.name_slug ? (
                  <Link
                    to={`/profile/${comment.author.name_slug}`}
                    className="font-semibold text-text underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                ) : (
                  <span className="font-semibold text-text">{name}</span>
                )}
                <time
                  dateTime={comment.created_at}
                  className="text-xs text-muted"
                  title={new Date(comment.created_at).toLocaleString()}
                >
                  {timeAgo(comment.created_at)}
                </time>
                {comment.edited_at && <span className="text-xs text-muted">· {COMMENT_TEXT.edited}</span>}
              </p>
              {editing ? (
                <CommentComposer
                  className="mt-2"
                  label={`Edit your comment`}
                  placeholder={COMMENT_TEXT.placeholder}
                  submitLabel={COMMENT_TEXT.save}
                  initial={comment.body}
                  autoFocus
                  failureMessage={COMMENT_TEXT.couldNotUpdate}
                  onCancel={() => setEditing(false)}
                  onSubmit={async (body) => {
                    const res = await mutations.update.mutateAsync({ id: comment.id, body });
                    setEditing(false);
                    notify(res.message, 'success');
                  }}
                />
              ) : (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-text">{comment.body}</p>
              )}
            </>
          )}
        </div>
        {!editing && (
          <div className="mt-1 flex flex-wrap items-center gap-1 pl-2 text-xs">
            {!comment.is_deleted && (
              <VoteBar
                contentType="comment"
                objectId={comment.id}
                score={comment.vote_score}
                userVote={comment.user_vote_type}
                label={`the comment by ${name}`}
                size="sm"
                className="border-transparent"
              />
            )}
            {onReply && canComment && !comment.is_deleted && (
              <ActionButton onClick={onReply} label={`${COMMENT_TEXT.reply} to ${name}`}>
                {COMMENT_TEXT.reply}
              </ActionButton>
            )}
            {comment.can_edit && (
              <ActionButton onClick={() => setEditing(true)} label={`${COMMENT_TEXT.edit} your comment`}>
                {COMMENT_TEXT.edit}
              </ActionButton>
            )}
            {comment.can_delete && (
              <ActionButton
                onClick={() => onConfirm({ comment, mode: 'delete' })}
                label={`${COMMENT_TEXT.delete} your comment`}
              >
                {COMMENT_TEXT.delete}
              </ActionButton>
            )}
            {comment.can_remove && (
              <ActionButton
                danger
                onClick={() => onConfirm({ comment, mode: 'remove' })}
                label={`${COMMENT_TEXT.remove} the comment by ${name}`}
              >
                {COMMENT_TEXT.remove}
              </ActionButton>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

function ActionButton({
  children,
  onClick,
  label,
  danger,
}: {
  children: string;
  onClick: () => void;
  label: string;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'min-h-8 rounded-md px-2 font-semibold focus-visible:outline-2 focus-visible:outline-primary',
        danger ? 'text-danger hover:bg-red-50' : 'text-muted hover:bg-slate-100 hover:text-text',
      )}
    >
      {children}
    </button>
  );
}

function Thread({
  comment,
  mutations,
  canComment,
  onConfirm,
}: {
  comment: Comment;
  mutations: Mutations;
  canComment: boolean;
  onConfirm: (state: ConfirmState) => void;
}) {
  const [replyTo, setReplyTo] = useState<CommentReply | null>(null);
  return (
    <li className="flex flex-col gap-3">
      <CommentItem
        comment={comment}
        mutations={mutations}
        canComment={canComment}
        onReply={() => setReplyTo(comment)}
        onConfirm={onConfirm}
      />
      {(comment.replies.length > 0 || replyTo) && (
        <ul
          className="ml-6 flex flex-col gap-3 border-l-2 border-border pl-3 sm:ml-12 sm:pl-4"
          aria-label={`Replies to ${comment.author?.name ?? 'a deleted comment'}`}
        >
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                mutations={mutations}
                canComment={canComment}
                onReply={() => setReplyTo(reply)}
                onConfirm={onConfirm}
                isReply
              />
            </li>
          ))}
          {replyTo && (
            <li>
              <CommentComposer
                label={`Reply to ${replyTo.author?.name ?? 'the comment'}`}
                placeholder={COMMENT_TEXT.replyPlaceholder}
                submitLabel={COMMENT_TEXT.reply}
                initial={replyTo.id !== comment.id && replyTo.author ? `@${replyTo.author.name} ` : ''}
                autoFocus
                failureMessage={COMMENT_TEXT.couldNotPost}
                onCancel={() => setReplyTo(null)}
                onSubmit={async (body) => {
                  const res = await mutations.create.mutateAsync({ body, parent_id: replyTo.id });
                  setReplyTo(null);
                  notify(res.message, 'success');
                }}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function LoadingComments() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-12 w-full rounded-2xl" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The comments of a post, resource or career tip: newest first with one level of replies; write,
 * reply, edit and delete your own; group admins and staff remove others' (with a confirmation).
 */
export function Comments({ contentId, className }: { contentId: number; className?: string }) {
  const query = useComments(contentId);
  const mutations = useCommentMutations(contentId);
  const [confirm, setConfirm] = useState<ConfirmState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pages = query.data?.pages ?? [];
  const comments = pages.flatMap((page) => page.data);
  const canComment = pages[0]?.can_comment ?? false;
  const count = pages[0]?.pagination.count ?? 0;

  const runConfirm = async () => {
    if (!confirm) return;
    setConfirming(true);
    try {
      const res = await mutations.remove.mutateAsync(confirm.comment.id);
      notify(res.message, 'success');
      setConfirm(null);
    } catch (error) {
      notify(getErrorMessage(error, COMMENT_TEXT.couldNotDelete), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby={`comments-${contentId}`} className={cn('flex flex-col gap-5', className)}>
      <h2 id={`comments-${contentId}`} className="flex items-center gap-2 text-lg font-semibold text-text">
        <MessageSquare aria-hidden="true" className="size-5 text-primary" />
        {COMMENT_TEXT.heading}
        {count > 0 && <span className="text-sm font-normal text-muted">({count})</span>}
      </h2>

      {query.isSuccess &&
        (canComment ? (
          <CommentComposer
            label={COMMENT_TEXT.placeholder}
            placeholder={COMMENT_TEXT.placeholder}
            submitLabel={COMMENT_TEXT.submit}
            failureMessage={COMMENT_TEXT.couldNotPost}
            onSubmit={async (body) => {
              const res = await mutations.create.mutateAsync({ body });
              notify(res.message, 'success');
            }}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
            <Link
              to={`/login?next=${encodeURIComponent(window.location.pathname)}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {COMMENT_TEXT.signIn}
            </Link>
          </p>
        ))}

      {query.isPending && <LoadingComments />}
      {query.isError && (
        <ErrorState
          title={COMMENT_TEXT.loadError}
          description={getErrorMessage(query.error)}
          action={
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {COMMENT_TEXT.retry}
            </Button>
          }
          className="py-6"
        />
      )}
      {query.isSuccess && comments.length === 0 && (
        <EmptyState title={COMMENT_TEXT.empty} icon={<MessageSquare className="size-6" />} className="py-6" />
      )}
      {comments.length > 0 && (
        <ul className="flex flex-col gap-5">
          {comments.map((comment) => (
            <Thread
              key={comment.id}
              comment={comment}
              mutations={mutations}
              canComment={canComment}
              onConfirm={setConfirm}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {COMMENT_TEXT.more}
        </Button>
      )}

      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && !confirming && setConfirm(null)}
        title={confirm?.mode === 'remove' ? COMMENT_TEXT.confirmRemoveTitle : COMMENT_TEXT.confirmDeleteTitle}
        description={
          confirm?.mode === 'remove' ? COMMENT_TEXT.confirmRemoveBody : COMMENT_TEXT.confirmDeleteBody
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirm(null)} disabled={confirming}>
            {COMMENT_TEXT.cancel}
          </Button>
          <Button variant="danger" loading={confirming} onClick={() => void runConfirm()}>
            {confirm?.mode === 'remove' ? COMMENT_TEXT.remove : COMMENT_TEXT.delete}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

export default Comments;
