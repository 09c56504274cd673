import { useState } from 'react';
import {
  BUSINESS_VALUES,
  CATALOG_PAGE_SIZES,
  COMPLEXITY_LEVELS,
  INNOVATION_CATEGORIES,
  USE_CASE_FILTER_ORDER,
  type UseCaseFilterKey,
} from '@careerhub/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { flatAddressFilters, useAddressFilters } from '../../lib/useAddressFilters';
import { useUseCases } from './api';
import { CatalogGrid } from './CatalogGrid';
import { filterOrder, queryOfUseCases } from './filters';
import { SubmitButton } from './SubmitButton';
import { UseCaseCard } from './UseCaseCard';
import { UseCaseFormDialog } from './UseCaseFormDialog';
import { CATALOG_TEXT as T } from './text';

/** Every use case filter is a plain string in the address under its own name. */
const USE_CASE_FILTERS = flatAddressFilters(USE_CASE_FILTER_ORDER);

const fixed = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** /usecases: heading, Submit Use Case, filters (filter_order), the card grid, 15 a page. */
export default function UseCasesPage() {
  const list = useAddressFilters(USE_CASE_FILTERS, ['search']);
  const { options, ui } = useAppConfig();
  const [submitting, setSubmitting] = useState(false);
  const query = queryOfUseCases(list.params);
  const items = useUseCases(query);
  const page = Number(query.page);

  const choices: Record<
    Exclude<UseCaseFilterKey, 'search'>,
    ReadonlyArray<{ value: string | number; label: string }>
  > = {
    job_function: options.job_functions,
    professional_field: options.professional_fields,
    business_value: fixed(BUSINESS_VALUES),
    complexity: fixed(COMPLEXITY_LEVELS),
    innovation_category: fixed(INNOVATION_CATEGORIES),
    career_stage: options.career_stages,
    category: options.usecase_categories,
  };
  const order = filterOrder(ui.filter_order);
  const hasFilters = order.some((k) => list.filters[k]);

  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{T.useCasesHeading}</h1>
          <p className="mt-1 text-muted">{T.useCasesSubheading}</p>
        </div>
        <SubmitButton label={T.submitUseCase} onOpen={() => setSubmitting(true)} />
      </header>

      <section
        aria-label={T.filters}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={list.showFilters}
            aria-controls="usecase-filters"
            onClick={list.toggleFilters}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {T.filters}
          </Button>
          {hasFilters && (
            <Button variant="ghost" size="sm" onClick={list.clear}>
              {T.clearFilters}
            </Button>
          )}
        </div>
        <div
          id="usecase-filters"
          hidden={!list.showFilters}
          className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-4"
        >
          {order.map((key) =>
            key === 'search' ? (
              <FormField
                key={key}
                label={T.filterLabels.search}
                type="search"
                placeholder={T.searchUseCases}
                {...list.text('search')}
              />
            ) : (
              <SelectField
                key={key}
                label={T.filterLabels[key]}
                placeholder={T.any}
                options={choices[key].map((o) => ({ value: String(o.value), label: o.label }))}
                value={list.filters[key]}
                onChange={(e) => list.update({ [key]: e.target.value })}
              />
            ),
          )}
        </div>
      </section>

      <CatalogGrid
        label={T.useCasesHeading}
        items={items.data?.data}
        count={items.data?.pagination.count ?? 0}
        isPending={items.isPending}
        isError={items.isError}
        onRetry={() => void items.refetch()}
        empty={T.noUseCases}
        page={page}
        pageSize={CATALOG_PAGE_SIZES.useCases}
        onPageChange={list.setPage}
        render={(item) => <UseCaseCard item={item} />}
        minWidth="13rem"
      />
      <UseCaseFormDialog open={submitting} onClose={() => setSubmitting(false)} />
    </div>
  );
}
