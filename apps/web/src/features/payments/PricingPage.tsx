import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Check, X } from 'lucide-react';
import {
  PAYMENT_MESSAGES,
  PAYMENT_TEXT,
  combinedDiscount,
  discountApplies,
  planAction,
  type Recurring,
  type SubscriptionPlan,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { useCreateSubscription, usePlans, useSubscriptionDetail } from './api';
import { displayPrice } from './money';

/** Where a checkout starts: the manual payment page (an app path) or a provider's page. */
export function goTo(navigate: ReturnType<typeof useNavigate>, url: string) {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}

/** /pricing: the plans by tier, Monthly/Yearly (Yearly first), and the action per plan. */
export default function PricingPage() {
  const navigate = useNavigate();
  const plans = usePlans();
  const detail = useSubscriptionDetail();
  const identity = useIdentity().data;
  const checkout = useCreateSubscription();
  const [recurring, setRecurring] = useState<Recurring>('year');
  const [discountIds, setDiscountIds] = useState<number[]>([]);

  if (plans.isError) return <ErrorState title={PAYMENT_TEXT.couldNotPerform} />;
  const sub = detail.data?.data;
  const granting = sub && ['active', 'trialing', 'past_due'].includes(sub.status);
  const current = {
    tier: identity?.user_subscription.applied_membership_tier ?? 0,
    recurring: granting ? (sub.items.data[0]?.price.recurring.interval ?? null) : null,
  };
  const institutional = Boolean(identity?.user_subscription.is_institutional_membership);
  const discounts = plans.data?.subscription_discounts ?? [];
  const sorted = [...(plans.data?.subscription_plans ?? [])].sort(
    (a, b) => a.subscription_tier - b.subscription_tier,
  );

  const choose = async (plan: SubscriptionPlan, priceId: number, isCurrent: boolean) => {
    if (isCurrent || plan.subscription_tier === 0) {
      navigate('/membership');
      return;
    }
    const origin = window.location.origin;
    try {
      const answer = await checkout.mutateAsync({
        price_id: priceId,
        discount_ids: discountIds.filter((id) => {
          const d = discounts.find((x) => x.id === id);
          return d && discountApplies(d, plan);
        }),
        success_url: `${origin}/payment/success?type=subscription`,
        cancel_url: `${origin}/payment/cancel`,
      });
      goTo(navigate, answer.data);
    } catch (error) {
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotProceed), 'error');
    }
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-text">{PAYMENT_TEXT.plansTitle}</h1>
          <p className="mt-2 text-muted">{PAYMENT_TEXT.plansSubtitle}</p>
          <div
            role="radiogroup"
            aria-label="Billing period"
            className="mt-6 inline-flex rounded-full border border-border bg-surface p-1"
          >
            {(['month', 'year'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={recurring === value}
                onClick={() => setRecurring(value)}
                className={cn(
                  'rounded-full px-5 py-1.5 text-sm font-semibold',
                  recurring === value ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-text',
                )}
              >
                {value === 'month' ? PAYMENT_TEXT.monthly : PAYMENT_TEXT.yearly}
              </button>
            ))}
          </div>
          {discounts.length > 0 && (
            <fieldset className="mt-4 flex flex-wrap justify-center gap-4 text-sm">
              <legend className="sr-only">Discounts</legend>
              {discounts.map((d) => (
                <label key={d.id} className="flex items-center gap-2 text-text">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={discountIds.includes(d.id)}
                    onChange={(e) =>
                      setDiscountIds((ids) =>
                        e.target.checked ? [...ids, d.id] : ids.filter((x) => x !== d.id),
                      )
                    }
                  />
                  {d.name} ({d.discount_percentage}% off)
                </label>
              ))}
            </fieldset>
          )}
        </header>

        <ul className="mt-8 grid gap-6 sm:grid-cols-2 2xl:grid-cols-4" aria-busy={plans.isPending}>
          {plans.isPending &&
            [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-96 rounded-2xl" />
              </li>
            ))}
          {sorted.map((plan) => {
            const price = plan.prices.find((p) => p.recurring === recurring) ?? plan.prices[0];
            if (!price) return null;
            const applicable = discounts.filter(
              (d) => discountIds.includes(d.id) && discountApplies(d, plan),
            );
            const percent = combinedDiscount(applicable.map((d) => d.discount_percentage));
            const action = planAction(current, { tier: plan.subscription_tier, recurring: price.recurring });
            const isCurrent = action === 'Continue' && plan.subscription_tier === current.tier;
            const blocked = institutional && (action === 'Downgrade' || action === 'Switch');
            return (
              <li
                key={plan.id}
                className={cn(
                  'flex flex-col rounded-2xl border bg-surface p-6 shadow-sm',
                  isCurrent ? 'border-primary ring-2 ring-primary/30' : 'border-border',
                )}
              >
                <h2 className="text-lg font-semibold text-text">{plan.name}</h2>
                <p className="mt-1 min-h-10 text-sm text-muted">{plan.description}</p>
                <p className="mt-4 text-3xl font-bold text-text">
                  {displayPrice(price.price, price.currency, percent)}
                  <span className="text-base font-normal text-muted">/{price.recurring}</span>
                </p>
                {percent > 0 && price.price > 0 && (
                  <p className="text-sm text-muted">
                    <s>{displayPrice(price.price, price.currency)}</s> {percent}% off
                  </p>
                )}
                {price.trial_days > 0 && (
                  <p className="mt-1 text-sm font-medium text-primary">
                    {PAYMENT_TEXT.trial(price.trial_days)}
                  </p>
                )}
                <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
                  {plan.included_features.map((f) => (
                    <li key={`in-${f}`} className="flex gap-2 text-text">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                      <span>{f}</span>
                    </li>
                  ))}
                  {plan.excluded_features.map((f) => (
                    <li key={`out-${f}`} className="flex gap-2 text-muted">
                      <X aria-hidden="true" className="size-4 shrink-0" />
                      <span>
                        <span className="sr-only">Not included: </span>
                        {f}
                      </span>
                    </li>
                  ))}
                </ul>
                <Button
                  className="mt-6 w-full"
                  variant={action === 'Upgrade' ? 'primary' : 'outline'}
                  disabled={blocked}
                  loading={checkout.isPending && checkout.variables?.price_id === price.id}
                  aria-label={`${action}: ${plan.name}`}
                  onClick={() => void choose(plan, price.id, isCurrent)}
                >
                  {action}
                </Button>
                {blocked && (
                  <p className="mt-2 text-xs text-muted">{PAYMENT_MESSAGES.institutionalCannotChange}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
