import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { isApiError } from '../../lib/api';
import { useIsSignedIn } from '../auth/session';
import { useContentBySlug } from './api';
import { CommentsSlot } from './CommentsSlot';
import { ContentNotFound } from './ContentNotFound';
import { PostCard, PostListSkeleton } from './PostCard';
import { CONTENT_TEXT as T } from './text';

/** /post/{slug}: one post or newsletter, shareable unless private, with its comments. */
export default function PostDetailPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const query = useContentBySlug(slug);
  let body;
  if (query.isPending) body = <PostListSkeleton count={1} />;
  else if (query.isError) {
    if (isApiError(query.error) && [403, 404].includes(query.error.status ?? 0))
      return (
        <ContentNotFound
          to={signedIn ? '/posts' : '/'}
          label={signedIn ? T.postsHeading : 'Go to Home Page'}
        />
      );
    body = (
      <ErrorState
        title={T.couldNotLoadPosts}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  } else
    body = (
      <>
        <h1 className="sr-only">{query.data.title}</h1>
        <PostCard
          post={query.data}
          full
          headingLevel={2}
          onDeleted={() => void navigate('/posts', { replace: true })}
        />
        <CommentsSlot contentId={query.data.id} title={query.data.title} />
      </>
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-6">
      {signedIn && (
        <Link
          to="/posts"
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.postsHeading}
        </Link>
      )}
      {body}
    </div>
  );
}
