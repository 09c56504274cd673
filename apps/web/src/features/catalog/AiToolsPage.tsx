import { useState } from 'react';
import { CATALOG_PAGE_SIZES } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { flatAddressFilters, useAddressFilters } from '../../lib/useAddressFilters';
import { AiToolCard } from './AiToolCard';
import { AiToolFormDialog } from './AiToolFormDialog';
import { useAiTools } from './api';
import { CatalogGrid } from './CatalogGrid';
import { SubmitButton } from './SubmitButton';
import { CATALOG_TEXT as T } from './text';

/** The search and the category, as `search` and `ai_category` in the address. */
const AI_TOOL_FILTERS = flatAddressFilters(['search', 'ai_category']);

/** /ai-tools: heading, Submit AI Tool, search and category filter, 9 a page. */
export default function AiToolsPage() {
  const list = useAddressFilters(AI_TOOL_FILTERS, ['search']);
  const { options } = useAppConfig();
  const [submitting, setSubmitting] = useState(false);
  const { page } = list.filters;
  const term = list.filters.search.trim();
  const category = list.filters.ai_category;
  const items = useAiTools({
    page,
    ...(term.length >= 2 ? { search: term } : {}),
    ...(category ? { categories: category } : {}),
  });

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
          {...list.text('search')}
        />
        <SelectField
          label={T.categoryLabel}
          placeholder={T.any}
          options={options.aitool_categories.map((o) => ({ value: String(o.value), label: o.label }))}
          value={category}
          onChange={(e) => list.update({ ai_category: e.target.value })}
        />
      </section>
      <CatalogGrid
        label={T.aiToolsHeading}
        items={items.data?.data}
        count={items.data?.pagination.count ?? 0}
        isPending={items.isPending}
        isError={items.isError}
        onRetry={() => void items.refetch()}
        empty={T.noAiTools}
        page={page}
        pageSize={CATALOG_PAGE_SIZES.aiTools}
        onPageChange={list.setPage}
        render={(item) => <AiToolCard item={item} />}
        minWidth="18rem"
      />
      <AiToolFormDialog open={submitting} onClose={() => setSubmitting(false)} />
    </div>
  );
}
