import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, Check, Download, ExternalLink, FileText, Lock, Pencil, X } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { ContentBadges } from './ContentBadges';
import { useApproveResource, useContentBySlug } from './api';
import { CommentsSlot } from './CommentsSlot';
import { ContentBody } from './ContentBody';
import { ContentMeta } from './ContentMeta';
import { BookmarkButton } from '../engagement/BookmarkButton';
import { VoteBar } from '../engagement/VoteBar';
import { ContentNotFound } from './ContentNotFound';
import { PdfDialog } from './PdfDialog';
import { approvalActionsOf } from './permissions';
import { RESOURCE_PREVIEW, fileName, isPdf, textPreview } from './preview';
import { ResourceFormDialog } from './ResourceFormDialog';
import { CONTENT_TEXT as T } from './text';
import type { Content, ContentFile } from './types';

/** /resource/{slug}: a resource or prompt with its files, premium lock, approval buttons and comments. */
export default function ResourceDetailPage({ careerTip = false }: { careerTip?: boolean }) {
  const { slug } = useParams();
  const query = useContentBySlug(slug, careerTip);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ContentNotFound />;
    return (
      <ErrorState
        title={T.couldNotLoad}
        className="flex-1"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  return <ResourceView item={query.data} />;
}

function ResourceView({ item }: { item: Content }) {
  const [editing, setEditing] = useState(false);
  const [reading, setReading] = useState<ContentFile | null>(null);
  const decide = useApproveResource();
  const actions = approvalActionsOf(item);

  async function act(action: 'approve' | 'reject') {
    try {
      await decide.mutateAsync({ id: item.id, action });
      notify(T.approved(action), 'success');
    } catch {
      notify(T.approveFailed(action), 'error');
    }
  }

  return (
    <div className="@container mx-auto flex w-full max-w-4xl flex-col gap-5 p-4 sm:p-6">
      <Link
        to={item.type === 'prompt' ? '/prompt-library' : '/resourcehub'}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {item.type === 'prompt' ? T.promptHeading : T.hubHeading}
      </Link>
      <article className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        {item.thumbnail_image && (
          <img src={item.thumbnail_image.file} alt="" className="aspect-[21/9] w-full object-cover" />
        )}
        <div className="flex flex-col gap-5 p-4 sm:p-6">
          <ContentBadges item={item} />
          <h1 className="text-2xl font-bold tracking-tight break-words text-text sm:text-3xl">
            {item.title}
          </h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ContentMeta item={item} />
            <div className="flex flex-wrap items-center gap-2">
              <VoteBar
                contentType="content"
                objectId={item.id}
                score={item.vote_score}
                userVote={item.user_vote_type}
                label={item.title}
              />
              <BookmarkButton
                type="content"
                objectId={item.id}
                isBookmarked={item.is_bookmarked}
                label={item.title}
              />
              {actions.includes('approve') && (
                <Button
                  size="sm"
                  loading={decide.isPending && decide.variables?.action === 'approve'}
                  onClick={() => void act('approve')}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {T.approve}
                </Button>
              )}
              {actions.includes('reject') && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={decide.isPending && decide.variables?.action === 'reject'}
                  onClick={() => void act('reject')}
                >
                  <X aria-hidden="true" className="size-4" />
                  {T.reject}
                </Button>
              )}
              {item.can_edit && (
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {T.edit}
                </Button>
              )}
            </div>
          </div>

          {item.is_locked ? (
            <Locked item={item} />
          ) : (
            <>
              <ContentBody item={item} />
              {item.sub_type === 'external' && item.source && (
                <a
                  href={item.source}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonClasses('outline', 'md', 'self-start')}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {T.openSource}
                </a>
              )}
              {item.files.length > 0 && <Files files={item.files} onRead={setReading} />}
            </>
          )}

          {item.topics_detailed.length > 0 && (
            <section aria-label={T.topicsHeading}>
              <ul className="flex flex-wrap gap-1.5">
                {item.topics_detailed.map((topic) => (
                  <li
                    key={topic.id}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700"
                  >
                    {topic.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>
      <CommentsSlot contentId={item.id} title={item.title} />
      <PdfDialog file={reading} title={item.title} onClose={() => setReading(null)} />
      {item.can_edit && item.type !== 'career_tip' && (
        <ResourceFormDialog
          open={editing}
          onClose={() => setEditing(false)}
          kind={item.type === 'prompt' ? 'prompt' : 'resource'}
          item={item}
        />
      )}
    </div>
  );
}

function Files({ files, onRead }: { files: ContentFile[]; onRead: (file: ContentFile) => void }) {
  return (
    <section aria-labelledby="attachments-heading" className="flex flex-col gap-2">
      <h2 id="attachments-heading" className="text-base font-semibold text-text">
        {T.attachments}
      </h2>
      <ul className="grid gap-2 @xl:grid-cols-2">
        {files.map((file) => {
          const name = fileName(file);
          return (
            <li key={file.id} className="flex min-w-0 items-center gap-3 rounded-xl border border-border p-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-text" title={name}>
                {name}
              </span>
              {isPdf(file) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={T.openPdf(name)}
                  onClick={() => onRead(file)}
                >
                  {T.openPdf('').trim()}
                </Button>
              ) : (
                <a
                  href={file.file}
                  download={name}
                  aria-label={T.download(name)}
                  className={buttonClasses('outline', 'sm')}
                >
                  <Download aria-hidden="true" className="size-4" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A premium resource the viewer may not read: the 200-character preview and a way in. */
function Locked({ item }: { item: Content }) {
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-4">
      {item.raw_text && (
        <p className="leading-relaxed break-words text-text">
          {textPreview(item.raw_text, RESOURCE_PREVIEW)}
        </p>
      )}
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900"
        >
          <Lock className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-text">{T.lockedTitle}</p>
          <p className="text-sm text-slate-700">{signedIn ? T.lockedText : T.signInToView}</p>
        </div>
        {signedIn ? (
          <Link to="/pricing" className={buttonClasses('primary', 'sm')}>
            {T.seePlans}
          </Link>
        ) : (
          <Link to={`/login?next=${encodeURIComponent(pathname)}`} className={buttonClasses('primary', 'sm')}>
            {T.signInToView}
          </Link>
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading"
      className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6"
    >
      <Skeleton className="h-4 w-32" />
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
