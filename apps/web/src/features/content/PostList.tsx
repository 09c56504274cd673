import type { ReactNode } from 'react';
import { PAGE_SIZES } from '@careerhub/shared';
import { Newspaper } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { useContentList } from './api';
import { PostCard, PostListSkeleton } from './PostCard';
import { CONTENT_TEXT as T } from './text';

/** Posts and newsletters, 15 a page, newest first; one group's when `groupId` is given. */
export function PostList({
  groupId,
  page,
  onPageChange,
  emptyAction,
  headingLevel = 2,
}: {
  groupId?: number;
  page: number;
  onPageChange: (page: number) => void;
  emptyAction?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const list = useContentList({
    types: 'post',
    group_id: groupId,
    page,
    page_size: PAGE_SIZES.posts,
  });
  if (list.isPending) return <PostListSkeleton />;
  if (list.isError)
    return (
      <ErrorState
        title={T.couldNotLoadPosts}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  const { data, pagination } = list.data;
  if (data.length === 0)
    return (
      <EmptyState
        icon={<Newspaper className="size-6" />}
        title={T.noPosts}
        description={T.noPostsHint}
        action={emptyAction}
      />
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
      <ul className="flex flex-col gap-4">
        {data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZES.posts} count={pagination.count} onPageChange={onPageChange} />
    </div>
  );
}
