import { Link, useParams } from 'react-router';
import { Landmark } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@careerhub/shared';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { Skeleton } from '../../components/ui/Skeleton';
import { applyServerErrors, focusFirstInvalid, useZodForm, type FormCheck } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { uploadContentFiles } from '../content/upload';
import { useManualPayment, useSubmitReceipt } from './api';
import { displayPrice } from './money';

const STATUS_TEXT: Record<string, string> = {
  awaiting_receipt: 'Waiting for your receipt',
  submitted: 'Receipt sent: an administrator will confirm your payment',
  confirmed: 'Payment confirmed',
  rejected: 'Payment not accepted: send a new receipt',
};

/** The receipt is required: an image or a PDF, uploaded on send (POST /uploads/, then the receipt call). */
type ReceiptValues = { receipt: File | null };
const receiptCheck: FormCheck<ReceiptValues, { receipt: File }> = ({ receipt }) =>
  receipt ? { data: { receipt } } : { errors: { receipt: PAYMENT_MESSAGES.receiptFormat } };

/** /payment/manual/:id: how to pay the organization, and the receipt upload (no card provider). */
export default function ManualPaymentPage() {
  const id = Number(useParams().id);
  const payment = useManualPayment(id);
  const submit = useSubmitReceipt(id);
  const form = useZodForm<ReceiptValues, { receipt: File }>(
    receiptCheck,
    { receipt: null },
    'manual-payment',
    {
      focus: 'screen',
    },
  );
  const file = form.watch('receipt');
  const idPrefix = form.idPrefix;

  if (payment.isError) return <ErrorState title="This payment does not exist." />;
  const p = payment.data;
  const canSend = p && (p.status === 'awaiting_receipt' || p.status === 'rejected');

  const send = form.handleSubmit(
    async ({ receipt }) => {
      try {
        const [stored] = await uploadContentFiles([receipt]);
        const answer = await submit.mutateAsync(stored!.id);
        notify(answer.message, 'success');
        form.reset({ receipt: null });
      } catch (e) {
        // The upload's or the call's refusal goes under the one field, whether it names it or not.
        const { fields, formMessage } = applyServerErrors(form, e);
        if (!fields.length)
          form.setError('receipt', {
            message: formMessage || getErrorMessage(e, PAYMENT_MESSAGES.receiptFormat),
          });
        setTimeout(() => focusFirstInvalid(['receipt'], idPrefix));
      }
    },
    () => focusFirstInvalid(['receipt'], idPrefix),
  );

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <section className="mx-auto w-full max-w-2xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <Landmark aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-text">Complete your payment</h1>
        </div>
        {!p ? (
          <Skeleton className="mt-6 h-48 rounded-xl" />
        ) : (
          <div className="mt-6 flex flex-col gap-6">
            <dl className="grid gap-3 rounded-xl bg-background p-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">{p.recurring ? 'Plan' : 'For'}</dt>
                <dd className="font-semibold text-text">
                  {p.recurring
                    ? `${p.plan_name} (${p.recurring === 'year' ? 'Yearly' : 'Monthly'})`
                    : `Donation${p.organization ? ` to ${p.organization.name}` : ''}`}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Amount to pay</dt>
                <dd className="font-semibold text-text" data-testid="manual-amount">
                  {displayPrice(p.amount, p.currency)}
                  {p.discount_percent > 0 && (
                    <span className="ml-1 text-sm font-normal text-muted">({p.discount_percent}% off)</span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Status</dt>
                <dd className="text-text">
                  <span role="status">{STATUS_TEXT[p.status]}</span>
                </dd>
              </div>
            </dl>
            {p.rejection_reason && p.status === 'rejected' && (
              <p className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
                {p.rejection_reason}
              </p>
            )}
            <div>
              <h2 className="text-lg font-semibold text-text">
                How to pay{p.organization ? ` ${p.organization.name}` : ''}
              </h2>
              <p className="mt-2 whitespace-pre-line text-text">
                {p.instructions ?? PAYMENT_MESSAGES.noInstructions}
              </p>
            </div>
            {canSend && (
              <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-3">
                <FileDropZone
                  id={`${idPrefix}-receipt`}
                  label="Receipt"
                  accept="image/*,application/pdf"
                  typesLabel="an image or a PDF"
                  maxBytes={10 * 1024 * 1024}
                  fileName={file?.name ?? null}
                  onFiles={(files) => form.change('receipt', files[0] ?? null)}
                  error={form.errorOf('receipt')}
                />
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Send receipt
                </Button>
              </form>
            )}
            {p.receipt && (
              <p className="text-sm text-muted">
                Receipt:{' '}
                <a href={p.receipt.url} className="text-primary underline" target="_blank" rel="noreferrer">
                  {p.receipt.name}
                </a>
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Link to="/membership" className={buttonClasses('outline')}>
                Go to your membership
              </Link>
              {p.status === 'awaiting_receipt' && (
                <Link to="/payment/cancel" className={buttonClasses('ghost')}>
                  Cancel
                </Link>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
