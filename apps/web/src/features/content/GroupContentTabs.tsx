import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import type { Group } from '@careerhub/shared';
import { PostFormDialog } from './PostFormDialog';
import { PostList } from './PostList';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceGrid } from './ResourceGrid';
import { CONTENT_TEXT as T } from './text';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** A group's Resources tab: its approved resources, 12 a page; Create for certified admins. */
export function GroupResourcesTab({ group }: { group: Group }) {
  const [params, setParams] = useSearchParams();
  const canCreate = Boolean(group.permissions?.can_create_resources);
  const [creating, setCreating] = useState(false);
  return (
    <section aria-label={T.hubHeading} className="@container flex flex-col gap-4">
      {canCreate && (
        <div className="flex justify-end">
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.contribute}
          </Button>
        </div>
      )}
      <ResourceGrid
        query={{ type: 'resource', group_id: group.id, status: 'approved' }}
        page={pageOf(params)}
        pageSize={PAGE_SIZES.groupResources}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        headingLevel={3}
      />
      <ResourceFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        kind="resource"
        groupId={group.id}
        groupName={group.name}
      />
    </section>
  );
}

/** A group's Posts tab: its posts (a newsletter shows here when shared as a post), 15 a page, and Create. */
export function GroupPostsTab({ group }: { group: Group }) {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canPost = group.membership_status === 'accepted' || Boolean(group.permissions?.can_manage);
  return (
    <section aria-label={T.postsHeading} className="flex flex-col gap-4">
      {canPost && (
        <div className="flex justify-end">
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {T.createPost}
          </Button>
        </div>
      )}
      <PostList
        groupId={group.id}
        page={pageOf(params)}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        headingLevel={3}
      />
      <PostFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        groupId={group.id}
        groupName={group.name}
      />
    </section>
  );
}
