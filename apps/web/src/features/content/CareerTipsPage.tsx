import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { useCareerTips, useTopicAreas } from './api';
import { topicAreasFromParam } from './hubFilters';
import { ResourceCard, ResourceGridSkeleton } from './ResourceCard';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';

/** Career tips sorted on their group: one section per group, in the order the groups first appear. */
export function byGroup(tips: Content[]): Array<{ name: string; items: Content[] }> {
  const sections = new Map<string, Content[]>();
  for (const tip of tips) {
    const name = tip.group_detail?.name ?? '';
    sections.set(name, [...(sections.get(name) ?? []), tip]);
  }
  return [...sections].map(([name, items]) => ({ name, items }));
}

/** /resourcehub/career-tips?topic_areas=1,4: the career tips of the chosen topic areas. */
export default function CareerTipsPage() {
  const [params, setParams] = useSearchParams();
  const ids = topicAreasFromParam(params.get('topic_areas'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const areas = useTopicAreas();
  const tips = useCareerTips(ids, page);
  const names = (areas.data ?? []).filter((a) => ids.includes(a.id)).map((a) => a.name);

  let body;
  if (ids.length === 0) body = <EmptyState title={T.chooseTopicArea} />;
  else if (tips.isPending) body = <ResourceGridSkeleton count={3} />;
  else if (tips.isError)
    body = (
      <ErrorState
        title={T.couldNotLoad}
        action={
          <Button variant="outline" onClick={() => void tips.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else if (tips.data.data.length === 0)
    body = <EmptyState icon={<Lightbulb className="size-6" />} title={T.noCareerTips} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        {byGroup(tips.data.data).map((section) => (
          <section
            key={section.name}
            aria-label={section.name || T.careerTips}
            className="flex flex-col gap-3"
          >
            {section.name && <h2 className="text-lg font-semibold text-text">{section.name}</h2>}
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4">
              {section.items.map((tip) => (
                <li key={tip.id} className="min-w-0">
                  <ResourceCard item={tip} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Pager
          page={page}
          pageSize={15}
          count={tips.data.pagination.count}
          onPageChange={(next) => {
            const copy = new URLSearchParams(params);
            copy.set('page', String(next));
            setParams(copy);
          }}
        />
      </div>
    );

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <Link
        to="/resourcehub"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.hubHeading}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.careerTipsHeading}</h1>
        <p className="mt-1 text-muted">{names.length ? names.join(' · ') : T.careerTipsSorted}</p>
      </header>
      {body}
    </div>
  );
}
