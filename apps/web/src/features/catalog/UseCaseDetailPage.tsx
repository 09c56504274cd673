import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileText, PlayCircle } from 'lucide-react';
import type { CatalogFile, OptionItem, UseCase } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { PdfViewer } from '../../components/pdf';
import { RichTextView } from '../../components/richtext';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Badge } from '../groups/parts';
import { ToolLogo, aiToolPath } from './AiToolCard';
import { useDecideUseCase, useRelatedCircles, useUseCase } from './api';
import { CatalogNotFound } from './CatalogNotFound';
import { DecisionMenu } from './DecisionMenu';
import { EngagementSlot } from './EngagementSlot';
import { pdfWidth, youtubeId } from './media';
import { TrainingCircle } from './TrainingCircle';
import { UseCaseFormDialog } from './UseCaseFormDialog';
import { pathOfUseCase } from './UseCaseCard';
import { CATALOG_TEXT as T } from './text';

/** /usecase/{slug}: banner, document and video, edit menu, text, AI tools and the side panel. */
export default function UseCaseDetailPage() {
  const { slug } = useParams();
  const query = useUseCase(slug);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <CatalogNotFound to="/usecases" label={T.goToUseCases} />;
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
  return <UseCaseView item={query.data} />;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function Text({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed break-words text-text">
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

function UseCaseView({ item }: { item: UseCase }) {
  const [editing, setEditing] = useState(false);
  const [reading, setReading] = useState<CatalogFile | null>(null);
  const [watching, setWatching] = useState(false);
  const decide = useDecideUseCase();
  const video = youtubeId(item.video_link);

  async function act(action: 'approve' | 'reject') {
    try {
      const answer = await decide.mutateAsync({ id: item.id, action });
      notify(answer.message || (action === 'approve' ? T.useCaseApproved : T.useCaseRejected), 'success');
    } catch {
      notify(T.failedUseCaseDecision(action), 'error');
    }
  }

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6">
      <Link
        to="/usecases"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToUseCases}
      </Link>
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/70 p-5 text-white shadow-sm sm:p-8">
        {item.thumbnail_image && (
          <img
            src={item.thumbnail_image.file}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-20"
          />
        )}
        <div className="relative flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-wrap gap-1.5">
              {item.topics_detailed.slice(0, 2).map((topic) => (
                <span key={topic.id} className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium">
                  {topic.name}
                </span>
              ))}
              {item.status !== 'approved' && (
                <Badge tone="warn">{item.status === 'pending' ? T.pending : T.rejected}</Badge>
              )}
            </div>
            <DecisionMenu item={item} onEdit={() => setEditing(true)} onDecide={(a) => void act(a)} />
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{item.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {item.document && (
              <Button
                variant="outline"
                className="bg-white text-primary"
                onClick={() => setReading(item.document)}
              >
                <FileText aria-hidden="true" className="size-4" />
                {T.document}
              </Button>
            )}
            {video && (
              <Button variant="outline" className="bg-white text-primary" onClick={() => setWatching(true)}>
                <PlayCircle aria-hidden="true" className="size-4" />
                {T.video}
              </Button>
            )}
            <div className="rounded-lg bg-white text-text">
              <EngagementSlot
                contentType="use_case"
                item={item}
                path={pathOfUseCase(item.slug)}
                title={item.title}
                variant="detail"
              />
            </div>
          </div>
        </div>
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card title={T.description}>
            <RichTextView value={item.description_blocks ?? item.description} />
          </Card>
          {item.reason && (
            <Card title={T.whyImportant}>
              <Text text={item.reason} />
            </Card>
          )}
          {item.ai_tools_detailed.length > 0 && (
            <Card title={T.aiToolsUsed}>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-3">
                {item.ai_tools_detailed.map((tool) => (
                  <li key={tool.id}>
                    <Link
                      to={aiToolPath(tool.slug)}
                      className="flex items-center gap-3 rounded-xl border border-border p-3 hover:border-primary/40 hover:bg-primary-soft/40"
                    >
                      <ToolLogo url={tool.logo_url} name={tool.name} />
                      <span className="min-w-0 truncate font-medium text-text">{tool.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
        <SidePanel item={item} />
      </div>

      <Dialog
        open={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={reading?.name ?? T.document}
        size="lg"
      >
        {reading && (
          <div className="mx-auto w-full" style={{ maxWidth: pdfWidth(window.innerWidth) }}>
            <PdfViewer url={reading.file} title={reading.name} />
          </div>
        )}
      </Dialog>
      <Dialog open={watching} onOpenChange={setWatching} title={T.videoTitle(item.title)} size="lg">
        {watching && video && (
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            <iframe
              className="size-full"
              src={`https://www.youtube-nocookie.com/embed/${video}`}
              title={T.videoTitle(item.title)}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          </div>
        )}
      </Dialog>
      <UseCaseFormDialog open={editing} onClose={() => setEditing(false)} item={item} />
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold text-text">{title}</h2>
      {children}
    </section>
  );
}

const labelsOf = (ids: number[], options: readonly OptionItem[]) => {
  const map = new Map(options.map((o) => [Number(o.value), o.label]));
  return ids.map((id) => map.get(id)).filter((v): v is string => Boolean(v));
};

function Facts({ label, values }: { label: string; values: Array<string | null | undefined> }) {
  const shown = values.filter((v): v is string => Boolean(v));
  if (!shown.length) return null;
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="flex flex-wrap gap-1.5">
        {shown.map((v) => (
          <span key={v} className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
            {v}
          </span>
        ))}
      </dd>
    </div>
  );
}

function SidePanel({ item }: { item: UseCase }) {
  const { options } = useAppConfig();
  const related = useRelatedCircles(item.id);
  const [allCircles, setAllCircles] = useState(false);
  const circles = related.data ?? [];
  return (
    <aside className="flex flex-col gap-5 self-start">
      <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-text">{T.aboutUseCase}</h2>
        <dl className="flex flex-col gap-3">
          <Facts label={T.categoryLabel} values={labelsOf(item.categories, options.usecase_categories)} />
          <Facts label={T.businessValue} values={[item.business_value]} />
          <Facts label={T.functionalArea} values={labelsOf(item.job_functions, options.job_functions)} />
          <Facts label={T.complexity} values={[item.complexity]} />
          <Facts label={T.innovationCategory} values={[item.innovation_category]} />
          <Facts label={T.careerStages} values={labelsOf(item.career_stages, options.career_stages)} />
          <Facts
            label={T.professionalFields}
            values={labelsOf(item.professional_fields, options.professional_fields)}
          />
        </dl>
      </section>
      {item.default_group_detail && (
        <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
          <h2 className="mb-3 text-lg font-semibold text-text">{T.defaultCircle}</h2>
          <TrainingCircle circle={item.default_group_detail} />
        </section>
      )}
      <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-text">{T.relatedCircles}</h2>
        {circles.length === 0 ? (
          <p className="text-sm text-muted">{T.noRelatedCircles}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {(allCircles ? circles : circles.slice(0, 3)).map((c) => (
              <li key={c.id}>
                <Link to={`/circle/${c.name_slug}`} className="font-medium text-primary hover:underline">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {circles.length > 3 && !allCircles && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAllCircles(true)}>
            {T.viewCircles}
          </Button>
        )}
      </section>
    </aside>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
