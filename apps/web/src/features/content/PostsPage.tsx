import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { PostFormDialog } from './PostFormDialog';
import { PostList } from './PostList';
import { CONTENT_TEXT as T } from './text';

/** /posts: "What's happening", the posts and newsletters of the member's groups, 15 a page. */
export default function PostsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.postsHeading}</h1>
          <p className="mt-1 text-muted">{T.postsSubheading}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {T.createPost}
        </Button>
      </header>
      <PostList page={page} onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      <PostFormDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
