import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { CATALOG_LIMITS, truncateText, type AiTool } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Badge } from '../groups/parts';
import { AiToolFormDialog } from './AiToolFormDialog';
import { ToolLogo, aiToolPath, useToolCategoryLabel } from './AiToolCard';
import { useAiTool, useDecideAiTool } from './api';
import { CatalogNotFound } from './CatalogNotFound';
import { DecisionMenu } from './DecisionMenu';
import { EngagementSlot } from './EngagementSlot';
import { pathOfUseCase } from './UseCaseCard';
import { CATALOG_TEXT as T } from './text';

/** /ai-tool/{slug}: logo, categories, website, roles, vote bar, bookmark, the use cases that use it. */
export default function AiToolDetailPage() {
  const { slug } = useParams();
  const query = useAiTool(slug);
  if (query.isPending)
    return (
      <div aria-busy="true" className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <CatalogNotFound to="/ai-tools" label={T.goToAiTools} />;
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
  return <AiToolView item={query.data} />;
}

function AiToolView({ item }: { item: AiTool }) {
  const [editing, setEditing] = useState(false);
  const decide = useDecideAiTool();
  const category = useToolCategoryLabel();
  const { options } = useAppConfig();
  const roleLabels = new Map(options.current_roles.map((o) => [Number(o.value), o.label]));

  async function act(action: 'approve' | 'reject') {
    try {
      const answer = await decide.mutateAsync({ id: item.id, action });
      notify(answer.message || (action === 'approve' ? T.aiToolApproved : T.aiToolRejected), 'success');
    } catch {
      notify(T.failedAiToolDecision(action), 'error');
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 p-4 sm:p-6">
      <Link
        to="/ai-tools"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToAiTools}
      </Link>
      <article className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <div className="flex items-start gap-4">
          <ToolLogo url={item.logo_url} name={item.name} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-text sm:text-3xl">
              {item.name}
            </h1>
            <ul className="flex flex-wrap gap-1.5" aria-label={T.categoriesLabel}>
              {item.categories.map((id) => (
                <li key={id}>
                  <Badge tone="brand">{category(id)}</Badge>
                </li>
              ))}
              {item.status !== 'approved' && (
                <li>
                  <Badge tone="warn">{item.status === 'pending' ? T.pending : T.rejected}</Badge>
                </li>
              )}
            </ul>
          </div>
          <DecisionMenu item={item} onEdit={() => setEditing(true)} onDecide={(a) => void act(a)} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {item.website && (
            <a
              href={item.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {T.website}
            </a>
          )}
          <EngagementSlot
            contentType="ai_tool"
            item={item}
            path={aiToolPath(item.slug)}
            title={item.name}
            variant="detail"
          />
        </div>
        <div className="flex flex-col gap-3 leading-relaxed break-words whitespace-pre-line text-text">
          {item.description}
        </div>
        {item.roles.length > 0 && (
          <div className="flex flex-col gap-1">
            <h2 className="text-sm font-semibold text-muted">{T.targetRoles}</h2>
            <p className="text-text">{item.roles.map((r) => roleLabels.get(r) ?? r).join(', ')}</p>
          </div>
        )}
      </article>
      <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-text">{T.useCasesOfTool}</h2>
        {item.use_cases.length === 0 ? (
          <p className="text-sm text-muted">{T.noUseCasesOfTool}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {item.use_cases.map((uc) => (
              <li key={uc.id}>
                <Link
                  to={pathOfUseCase(uc.slug)}
                  className="flex h-full flex-col gap-1 rounded-xl border border-border p-3 hover:border-primary/40 hover:bg-primary-soft/40"
                >
                  <span className="font-medium text-text">{uc.title}</span>
                  <span className="text-sm text-muted">
                    {truncateText(uc.description.replace(/\s+/g, ' '), CATALOG_LIMITS.excerptChars)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AiToolFormDialog open={editing} onClose={() => setEditing(false)} item={item} />
    </div>
  );
}
