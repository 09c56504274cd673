import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOG_PAGE_SIZES } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { useDebounced } from '../../lib/useDebounced';
import { AiToolCard } from './AiToolCard';
import { AiToolFormDialog } from './AiToolFormDialog';
import { useAiTools } from './api';
import { CatalogGrid } from './CatalogGrid';
import { SubmitButton } from './SubmitButton';
import { CATALOG_TEXT as T } from './text';

/** /ai-tools: heading, Submit AI Tool, search and category filter, 9 a page. */
export default function AiToolsPage() {
  const [params, setParams] = useSearchParams();
  const { options } = useAppConfig();
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText, 300);
  const [submitting, setSubmitting] = useState(false);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const term = (params.get('search') ?? '').trim();
  const category = params.get('ai_category') ?? '';
  const list = useAiTools({
    page,
    ...(term.length >= 2 ? { search: term } : {}),
    ...(category ? { categories: category } : {}),
  });

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  useEffect(() => {
    if (term !== search.trim()) update('search', search.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.aiToolsHeading}</h1>
          <p className="mt-1 text-muted">{T.aiToolsSubheading}</p>
        </div>
        <SubmitButton label={T.submitAiTool} onOpen={() => setSubmitting(true)} />
      </header>
      <section
        aria-label={T.filters}
        className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm @lg:grid-cols-2"
      >
        <FormField
          label={T.searchLabel}
          type="search"
          placeholder={T.searchAiTools}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <SelectField
          label={T.categoryLabel}
          placeholder={T.any}
          options={options.aitool_categories.map((o) => ({ value: String(o.value), label: o.label }))}
          value={category}
          onChange={(e) => update('ai_category', e.target.value)}
        />
      </section>
      <CatalogGrid
        label={T.aiToolsHeading}
        items={list.data?.data}
        count={list.data?.pagination.count ?? 0}
        isPending={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        empty={T.noAiTools}
        page={page}
        pageSize={CATALOG_PAGE_SIZES.aiTools}
        onPageChange={(p) => {
          const next = new URLSearchParams(params);
          next.set('page', String(p));
          setParams(next);
        }}
        render={(item) => <AiToolCard item={item} />}
        minWidth="18rem"
      />
      <AiToolFormDialog open={submitting} onClose={() => setSubmitting(false)} />
    </div>
  );
}
