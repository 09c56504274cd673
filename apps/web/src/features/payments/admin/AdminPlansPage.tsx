import { useState } from 'react';
import { PLAN_ADMIN_TEXT as T, PAYMENT_TEXT, type AdminDiscount, type AdminPlan } from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { SelectField } from '../../../components/ui/SelectField';
import { Table, type Column } from '../../../components/ui/Table';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useIdentity } from '../../auth/identity';
import { displayPrice } from '../money';
import { useAdminPlans, useArchiveDiscount, useArchivePlan } from './api';
import { DiscountFormDialog } from './DiscountFormDialog';
import { PlanFormDialog } from './PlanFormDialog';

const PLATFORM = 'platform';

function Archived() {
  return <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted">{T.archived}</span>;
}

/**
 * /admin-dashboard/plans: staff write the platform's plans, an organization's admins (and staff)
 * that organization's plans, prices and discounts (issue 20 item 4).
 */
export default function AdminPlansPage() {
  const { data: identity } = useIdentity();
  const isStaff = Boolean(identity?.is_staff);
  const administered = (identity?.switchable_orgs ?? []).filter((o) => o.role === 'admin');
  const [chosen, setScope] = useState<string | null>(null);
  // Staff start on the platform's plans, an admin on their default organization's.
  const scope =
    chosen ?? (isStaff ? PLATFORM : String(identity?.organization?.id ?? administered[0]?.id ?? ''));
  const organizationId = scope === PLATFORM || scope === '' ? null : Number(scope);
  const query = useAdminPlans(organizationId, Boolean(identity) && scope !== '');
  const [editingPlan, setEditingPlan] = useState<AdminPlan | 'new' | null>(null);
  const [editingDiscount, setEditingDiscount] = useState<AdminDiscount | 'new' | null>(null);
  const archivePlan = useArchivePlan();
  const archiveDiscount = useArchiveDiscount();
  const plans = query.data?.subscription_plans ?? [];

  async function archive(run: () => Promise<{ message: string }>) {
    try {
      notify((await run()).message, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  const priceOf = (plan: AdminPlan, recurring: string) => {
    const price = plan.prices.find((p) => p.recurring === recurring);
    return price ? displayPrice(price.price, price.currency) : '—';
  };
  const planColumns: Column<AdminPlan>[] = [
    {
      key: 'name',
      header: T.name,
      cell: (p) => (
        <span className="font-medium text-text">
          {p.name}
          {!p.is_active && <Archived />}
        </span>
      ),
    },
    { key: 'tier', header: T.tier, cell: (p) => p.subscription_tier },
    { key: 'month', header: PAYMENT_TEXT.monthly, cell: (p) => priceOf(p, 'month') },
    { key: 'year', header: PAYMENT_TEXT.yearly, cell: (p) => priceOf(p, 'year') },
    {
      key: 'trial',
      header: 'Trial',
      cell: (p) => (p.trial_days > 0 ? PAYMENT_TEXT.trial(p.trial_days) : '—'),
    },
    { key: 'members', header: 'Members', cell: (p) => p.subscribers },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`${T.edit} ${p.name}`}
            onClick={() => setEditingPlan(p)}
          >
            {T.edit}
          </Button>
          {p.is_active && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${T.archive} ${p.name}`}
              onClick={() => void archive(() => archivePlan.mutateAsync(p.id))}
            >
              {T.archive}
            </Button>
          )}
        </div>
      ),
    },
  ];
  const discountColumns: Column<AdminDiscount>[] = [
    {
      key: 'name',
      header: T.name,
      cell: (d) => (
        <span className="font-medium text-text">
          {d.name}
          {!d.is_active && <Archived />}
        </span>
      ),
    },
    { key: 'percent', header: T.percent, cell: (d) => `${d.discount_percentage}%` },
    {
      key: 'plans',
      header: 'Plans',
      cell: (d) =>
        d.plan_ids.length === 0
          ? 'Every plan'
          : d.plan_ids.map((id) => plans.find((p) => p.id === id)?.name ?? `#${id}`).join(', '),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (d) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`${T.edit} ${d.name}`}
            onClick={() => setEditingDiscount(d)}
          >
            {T.edit}
          </Button>
          {d.is_active && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${T.archive} ${d.name}`}
              onClick={() => void archive(() => archiveDiscount.mutateAsync(d.id))}
            >
              {T.archive}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const scopes = [
    ...(isStaff ? [{ value: PLATFORM, label: T.platform }] : []),
    ...(isStaff && identity?.organization && !administered.some((o) => o.id === identity.organization!.id)
      ? [{ value: String(identity.organization.id), label: identity.organization.name }]
      : []),
    ...administered.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  if (identity && scopes.length === 0)
    return <EmptyState title="No organization to manage" className="flex-1" />;

  return (
    <div className="flex min-w-0 flex-col gap-6 overflow-x-clip p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-text">{T.title}</h1>
          <p className="text-muted">Prices are what new members pay; members keep the price they chose.</p>
        </div>
        <SelectField
          label={T.scope}
          id="plans-scope"
          className="min-w-56"
          options={scopes}
          value={scope}
          onChange={(e) => setScope(e.target.value)}
        />
      </div>
      {query.isError ? (
        <ErrorState title="Could not load the plans" description={getErrorMessage(query.error)} />
      ) : (
        <>
          <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="plans-heading" className="text-lg font-semibold text-text">
                {T.plans}
              </h2>
              <Button onClick={() => setEditingPlan('new')}>
                <Plus aria-hidden="true" className="size-4" />
                {T.newPlan}
              </Button>
            </div>
            <Table
              caption={T.plans}
              columns={planColumns}
              rows={plans}
              rowKey={(p) => p.id}
              loading={query.isPending}
              empty={<EmptyState title={T.noPlans} />}
            />
          </section>
          <section aria-labelledby="discounts-heading" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="discounts-heading" className="text-lg font-semibold text-text">
                {T.discounts}
              </h2>
              <Button onClick={() => setEditingDiscount('new')}>
                <Plus aria-hidden="true" className="size-4" />
                {T.newDiscount}
              </Button>
            </div>
            <Table
              caption={T.discounts}
              columns={discountColumns}
              rows={query.data?.subscription_discounts ?? []}
              rowKey={(d) => d.id}
              loading={query.isPending}
              empty={<EmptyState title={T.noDiscounts} />}
            />
          </section>
        </>
      )}
      <PlanFormDialog
        open={editingPlan !== null}
        onClose={() => setEditingPlan(null)}
        organizationId={organizationId}
        plan={editingPlan === 'new' || editingPlan === null ? undefined : editingPlan}
      />
      <DiscountFormDialog
        open={editingDiscount !== null}
        onClose={() => setEditingDiscount(null)}
        organizationId={organizationId}
        plans={plans}
        discount={editingDiscount === 'new' || editingDiscount === null ? undefined : editingDiscount}
      />
    </div>
  );
}
