import { GROUPS_TEXT as T } from '@careerhub/shared';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { useIdentity } from '../auth/identity';
import { useGroupBySlug } from './api';
import { GroupPageSkeleton } from './parts';
import { PeopleTab } from './PeopleTab';

/** /admin-dashboard/members: Manage Members of the default organization. */
export default function AdminMembersPage() {
  const { data: identity } = useIdentity();
  const slug = identity?.organization?.name_slug;
  const query = useGroupBySlug(slug);
  if (!slug) return <EmptyState title={T.noMembers} />;
  if (query.isPending) return <GroupPageSkeleton />;
  if (query.isError) return <ErrorState title="Something went wrong" className="flex-1" />;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-text">{T.manageMembersTitle}</h1>
        <p className="text-muted">{query.data.name}</p>
      </div>
      <PeopleTab group={query.data} linkToAdmin={false} />
    </div>
  );
}
