import { ADMIN_DASHBOARD_TEXT as T } from '@careerhub/shared';
import { EmptyState } from '../../components/ui/EmptyState';
import { useIdentity } from '../auth/identity';
import { TodoList } from './TodoList';

/** /admin-dashboard/todos: everything awaiting this administrator, oldest first. */
export default function AdminTodosPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization ?? null;
  if (!org) return <EmptyState title="No default organization" className="flex-1" />;
  return (
    <div className="flex min-w-0 flex-col gap-4 overflow-x-clip p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold text-text">{T.todosTitle}</h1>
        <p className="mt-1 text-muted">
          Requests and reviews waiting for an administrator of {org.name}, oldest first.
        </p>
      </header>
      <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <TodoList orgId={org.id} pageSize={10} />
      </section>
    </div>
  );
}
