import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { CreditCard, IdCard } from 'lucide-react';
import { PAYMENT_TEXT, safeText } from '@careerhub/shared';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { useZodForm } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { useCustomerPortal, useSubscriptionDetail, useUpdateSubscription } from './api';
import { displayPrice, formatDate } from './money';
import { goTo } from './PricingPage';
import { MembershipCardDialog } from './MembershipCardDialog';

const reasonSchema = z.object({
  reason: safeText().trim().min(1, { error: PAYMENT_TEXT.reasonRequired }).max(4000),
});

/** The reason dialog of Cancel Membership; after success a confirmation view offers Continue. */
function CancelDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateSubscription();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(reasonSchema, { reason: '' }, 'cancel-membership');
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const answer = await update.mutateAsync({ cancel_at_period_end: true, cancellation_reason: reason });
      setDone(answer.message);
    } catch (error) {
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotPerform), 'error');
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={PAYMENT_TEXT.cancelMembership}>
      {done ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-text">
            {done}
          </p>
          <Button onClick={() => window.location.reload()}>{PAYMENT_TEXT.continue}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextAreaField label={PAYMENT_TEXT.reasonLabel} required {...form.field('reason')} />
          <Button type="submit" variant="danger" loading={update.isPending}>
            {PAYMENT_TEXT.cancelMembership}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** /membership: the active plan, its dates and state, and the actions on it (spec 2 and 4). */
export default function MembershipPage() {
  const navigate = useNavigate();
  const detail = useSubscriptionDetail();
  const identity = useIdentity().data;
  const update = useUpdateSubscription();
  const portal = useCustomerPortal();
  const [canceling, setCanceling] = useState(false);
  const [showingCard, setShowingCard] = useState(false);

  if (detail.isError) return <ErrorState title={PAYMENT_TEXT.couldNotPerform} />;
  const sub = detail.data?.data;
  const price = sub?.items.data[0]?.price;

  /** The card provider's portal: update the card, pay a past-due invoice, see receipts. */
  const openPortal = async () => {
    try {
      goTo(navigate, (await portal.mutateAsync()).data);
    } catch (error) {
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotPerform), 'error');
    }
  };

  const renew = async () => {
    try {
      const answer = await update.mutateAsync({ is_renew: true });
      if (answer.data) goTo(navigate, answer.data);
      else notify(answer.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotPerform), 'error');
    }
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <section className="mx-auto w-full max-w-2xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-text">Membership</h1>
        </div>
        {detail.isPending ? (
          <Skeleton className="mt-6 h-32 rounded-xl" />
        ) : !sub || !price ? (
          <div className="mt-6">
            <p className="text-muted">You are on the free plan.</p>
            <Link to="/pricing" className={buttonClasses('primary', 'md', 'mt-4')}>
              {PAYMENT_TEXT.plansTitle}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            {(sub.status === 'pending' || sub.status === 'past_due') && (
              <div
                role="status"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/40 bg-amber-50 px-4 py-3"
              >
                <span className="font-medium text-text">
                  {PAYMENT_TEXT.pending}
                  {sub.status === 'past_due' && ' (past due)'}
                </span>
                {sub.provider === 'stripe' && (
                  <Button size="sm" onClick={() => void openPortal()} loading={portal.isPending}>
                    {PAYMENT_TEXT.resolveNow}
                  </Button>
                )}
                {sub.pending_payment_id && (
                  <Link
                    to={`/payment/manual/${sub.pending_payment_id}`}
                    className={buttonClasses('primary', 'sm')}
                  >
                    {PAYMENT_TEXT.resolveNow}
                  </Link>
                )}
              </div>
            )}
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">Plan</dt>
                <dd className="text-lg font-semibold text-text" data-testid="membership-plan">
                  {sub.plan_name}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Price</dt>
                <dd className="text-text">
                  {displayPrice(price.unit_amount, price.currency, sub.discount?.coupon.percent_off ?? 0)} /{' '}
                  {price.recurring.interval}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Status</dt>
                <dd className="text-text capitalize">{sub.status.replace('_', ' ')}</dd>
              </div>
              {sub.status === 'trialing' && sub.trial_end && (
                <div>
                  <dt className="text-sm text-muted">Trial ends</dt>
                  <dd className="text-text">{formatDate(sub.trial_end)}</dd>
                </div>
              )}
              {sub.status === 'active' && sub.current_period_end && !sub.cancel_at && (
                <div>
                  <dt className="text-sm text-muted">Renews on</dt>
                  <dd className="text-text">{formatDate(sub.current_period_end)}</dd>
                </div>
              )}
              {(sub.cancel_at || sub.status === 'canceled') && (
                <div>
                  <dt className="text-sm text-muted">Ends on</dt>
                  <dd className="text-text">{formatDate(sub.cancel_at ?? sub.canceled_at)}</dd>
                </div>
              )}
            </dl>
            <div className="flex flex-wrap gap-3">
              {sub.cancel_at || sub.status === 'canceled' ? (
                <Button onClick={() => void renew()} loading={update.isPending}>
                  {PAYMENT_TEXT.renew}
                </Button>
              ) : (
                sub.status !== 'pending' && (
                  <Button variant="outline" onClick={() => setCanceling(true)}>
                    {PAYMENT_TEXT.cancelMembership}
                  </Button>
                )
              )}
              <Link to="/pricing" className={buttonClasses('secondary', 'md')}>
                {PAYMENT_TEXT.plansTitle}
              </Link>
              {sub.provider === 'stripe' && sub.status !== 'canceled' && (
                <Button variant="outline" onClick={() => void openPortal()} loading={portal.isPending}>
                  {PAYMENT_TEXT.manageBilling}
                </Button>
              )}
              {identity?.user_subscription.can_create_membership_card && (
                <Button variant="outline" onClick={() => setShowingCard(true)}>
                  <IdCard aria-hidden="true" className="size-4" />
                  {PAYMENT_TEXT.membershipCard}
                </Button>
              )}
            </div>
          </div>
        )}
      </section>
      <CancelDialog open={canceling} onOpenChange={setCanceling} />
      <MembershipCardDialog open={showingCard} onOpenChange={setShowingCard} />
    </div>
  );
}
