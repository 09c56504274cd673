import { useId } from 'react';
import { useNavigate } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { PAYMENT_TEXT, donateSchema, type DonateInput, type Group } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useZodForm, type FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';
import { Button } from '../../components/ui/Button';
import { getErrorMessage, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useDonate } from './api';
import { goTo } from './PricingPage';

/** Whole US dollars and cents typed by a person ("25", "25.5", "25.50") as cents; null otherwise. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

const donateUrls = () => {
  const origin = window.location.origin;
  return {
    success_url: `${origin}/payment/success?type=donation`,
    cancel_url: `${origin}/payment/cancel?type=donation`,
  };
};

/** The typed amount (the screen's message when it is not dollars and cents), then the shared donate schema. */
export const donateCheck =
  (groupId: number): FormCheck<{ amount: string }, DonateInput> =>
  ({ amount }) => {
    const cents = dollarsToCents(amount);
    if (cents === null) return { errors: { amount: PAYMENT_TEXT.donateAmountInvalid } };
    const body = { group_id: groupId, amount: cents, ...donateUrls() };
    const errors = firstMessages(donateSchema, body);
    return Object.keys(errors).length
      ? { errors: { amount: PAYMENT_TEXT.donateAmountInvalid } }
      : { data: body };
  };

/**
 * The organization's Donate tab (spec 2): its donation details, each a block with a Donate
 * button (card payments), and an amount of the donor's choosing: card checkout when Stripe is set
 * up, otherwise the manual payment page (instructions, receipt, an admin confirms).
 */
export function DonateTab({ group }: { group: Group }) {
  const { ui } = useAppConfig();
  const donate = useDonate();
  const navigate = useNavigate();
  const amountId = useId();
  const form = useZodForm(donateCheck(group.id), { amount: '' }, 'donate');
  const { error: amountError, ...amountField } = form.field('amount');
  const details = group.donation_details ?? [];

  async function start(body: DonateInput) {
    try {
      const answer = await donate.mutateAsync(body);
      goTo(navigate, answer.data);
    } catch (error) {
      // A donation without a set price needs the amount typed below.
      if (isApiError(error) && error.body.field_errors?.amount) {
        form.setError('amount', { message: PAYMENT_TEXT.donateAmountInvalid }, { shouldFocus: true });
        return;
      }
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotProceed), 'error');
    }
  }

  /** A detail's Donate: its provider price when it has one, else the amount typed below. */
  function donateTo(name: string) {
    const cents = dollarsToCents(form.getValues('amount'));
    void start({
      group_id: group.id,
      donation: name,
      ...(cents === null ? {} : { amount: cents }),
      ...donateUrls(),
    });
  }

  const submitAmount = form.handleSubmit(start);

  return (
    <section aria-labelledby={`${amountId}-title`} className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <HeartHandshake aria-hidden="true" className="size-5" />
        </span>
        <h2 id={`${amountId}-title`} className="text-xl font-bold text-text">
          {PAYMENT_TEXT.donateTitle}
        </h2>
      </div>
      {!ui.card_payments && (
        <p className="rounded-xl border border-border bg-slate-50 px-4 py-3 text-sm text-muted">
          {PAYMENT_TEXT.donateByHand}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {details.map((d) => (
          <li
            key={d.name}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-text">{d.name}</h3>
            {d.description && <p className="text-sm break-words text-muted">{d.description}</p>}
            {ui.card_payments && (
              <Button
                className="mt-auto self-start"
                loading={donate.isPending && donate.variables?.donation === d.name}
                onClick={() => donateTo(d.name)}
              >
                {PAYMENT_TEXT.donate}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={(e) => void submitAmount(e)}
        className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:max-w-md"
      >
        <label htmlFor={amountField.id} className="text-sm font-medium text-text">
          {PAYMENT_TEXT.donateAmount}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            {...amountField}
            inputMode="decimal"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${amountField.id}-error` : undefined}
            className="min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 py-2 text-text"
            placeholder="25.00"
          />
          <Button type="submit" loading={donate.isPending && donate.variables?.amount !== undefined}>
            {PAYMENT_TEXT.donate}
          </Button>
        </div>
        {amountError && (
          <p id={`${amountField.id}-error`} className="text-sm text-danger">
            {amountError}
          </p>
        )}
      </form>
    </section>
  );
}
