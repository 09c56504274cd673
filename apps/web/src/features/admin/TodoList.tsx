import { useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_DASHBOARD_TEXT as T,
  CONTENT_MESSAGES,
  VERDICT_LABELS,
  reasonText,
  type AdminTodo,
  type Member,
} from '@careerhub/shared';
import { BookOpen, BriefcaseBusiness, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { MemberActionDialog, type MemberAction } from '../groups/MemberActionDialog';
import { useAdminTodos, useRefreshAdmin } from './api';
import { ADMIN_PAGE_SIZE_OPTIONS } from '@careerhub/shared';

const ICONS = { member: UserPlus, job: BriefcaseBusiness, resource: BookOpen } as const;
const TYPE_LABEL: Record<string, string> = {
  member: 'Join request',
  job: 'Job',
  resource: 'Resource',
  use_case: 'Use case',
  ai_tool: 'AI tool',
};
const VERDICT_STYLE = {
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  pending: 'bg-amber-100 text-amber-900',
} as const;

/** Authentic / Suspicious / Pending Verification, with the agent's reasons on hover and below. */
export function VerdictBadge({ verdict, reasons }: { verdict: AdminTodo['verdict']; reasons: string[] }) {
  if (!verdict) return null;
  const text = reasons.map(reasonText);
  return (
    <span
      title={text.join('\n')}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${VERDICT_STYLE[verdict]}`}
    >
      {VERDICT_LABELS[verdict]}
    </span>
  );
}

function TodoRow({ todo, orgId, compact }: { todo: AdminTodo; orgId: number; compact: boolean }) {
  const refresh = useRefreshAdmin();
  const [dialog, setDialog] = useState<MemberAction | null>(null);
  const [busy, setBusy] = useState(false);
  const Icon = ICONS[todo.type as keyof typeof ICONS] ?? BookOpen;

  async function decideResource(action: 'approve' | 'reject') {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string }>(
        `/contents/${todo.id}/approve-reject/`,
        { action },
        { silent: true },
      );
      notify(answer.message, 'success');
      await refresh();
    } catch (err) {
      notify(getErrorMessage(err, CONTENT_MESSAGES.approvalFailed(action)), 'error');
    } finally {
      setBusy(false);
    }
  }
  async function publishJob() {
    setBusy(true);
    try {
      const answer = await api.patch<{ message: string }>(
        `/jobs/${todo.id}/`,
        { job_status: 'approved' },
        {
          silent: true,
        },
      );
      notify(answer.message, 'success');
      await refresh();
    } catch (err) {
      notify(getErrorMessage(err, 'Could not publish the job'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid={`todo-${todo.type}-${todo.id}`}
    >
      <span
        aria-hidden="true"
        className="hidden size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary sm:grid"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={todo.link} className="max-w-full truncate font-medium text-text hover:underline">
            {todo.title}
          </Link>
          <VerdictBadge verdict={todo.verdict} reasons={todo.reasons} />
        </p>
        <p className="text-sm text-muted">
          {TYPE_LABEL[todo.type] ?? todo.type}
          {todo.subtitle ? ` · ${todo.subtitle}` : ''} · {new Date(todo.created_at).toLocaleDateString()}
        </p>
        {!compact && todo.reasons.length > 0 && (
          <ul className="mt-1 list-inside list-disc break-words text-xs text-muted">
            {todo.reasons.map((r) => (
              <li key={r}>{reasonText(r)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        {todo.type === 'member' && (
          <>
            <Button size="sm" onClick={() => setDialog('accept')}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('reject')}>
              Reject
            </Button>
          </>
        )}
        {todo.type === 'resource' && (
          <>
            <Button size="sm" disabled={busy} onClick={() => void decideResource('approve')}>
              Approve
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void decideResource('reject')}>
              Reject
            </Button>
          </>
        )}
        {todo.type === 'job' && (
          <Button size="sm" disabled={busy} onClick={() => void publishJob()}>
            Publish
          </Button>
        )}
      </div>
      {dialog && (
        <MemberActionDialog
          groupId={orgId}
          member={{ id: todo.id, name: todo.title } as Member}
          action={dialog}
          onClose={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </li>
  );
}

/** The to-dos of the organization, oldest first, with their actions inline. */
export function TodoList({
  orgId,
  pageSize: initialSize,
  compact = false,
}: {
  orgId: number;
  pageSize: number;
  compact?: boolean;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const todos = useAdminTodos(orgId, page, pageSize);
  if (todos.isError) return <ErrorState title="Could not load the to-dos" />;
  if (!todos.data)
    return (
      <div className="mt-3 flex flex-col gap-3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (todos.data.data.length === 0) return <EmptyState title={T.todosEmpty} />;
  return (
    <>
      <ul className="mt-2 divide-y divide-border" aria-label={T.todosTitle}>
        {todos.data.data.map((todo) => (
          <TodoRow key={`${todo.type}-${todo.id}`} todo={todo} orgId={orgId} compact={compact} />
        ))}
      </ul>
      {!compact && (
        <Pager
          page={page}
          pageSize={pageSize}
          count={todos.data.pagination.count}
          onPageChange={setPage}
          pageSizeOptions={ADMIN_PAGE_SIZE_OPTIONS}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          className="mt-4"
        />
      )}
    </>
  );
}
