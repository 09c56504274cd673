import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { PAYMENT_REVIEWS_PAGE_SIZE, type ManualPayment } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs } from '../../components/ui/Tabs';
import { getErrorMessage, isApiError } from '../../lib/api';
import { downloadWithToken } from '../../lib/api/download';
import { notify } from '../../lib/notify';
import { useReviewPayment, useReviewQueue } from './api';
import { displayPrice, formatDate } from './money';

const TABS = [
  { value: 'submitted', label: 'To review' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
];

function ReviewRow({ payment, reviewing }: { payment: ManualPayment; reviewing: boolean }) {
  const review = useReviewPayment();
  const act = async (action: 'confirm' | 'reject') => {
    try {
      const answer = await review.mutateAsync({ id: payment.id, action });
      notify(answer.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, 'Could not accept/reject payment status'), 'error');
    }
  };
  const name = `${payment.user.first_name} ${payment.user.last_name}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-text">{name}</p>
        <p className="text-sm text-muted">
          {payment.plan_name} · {displayPrice(payment.amount, payment.currency)} ·{' '}
          {formatDate(payment.created_at)}
        </p>
        {payment.receipt ? (
          <a
            href={payment.receipt.url}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-primary underline"
          >
            Receipt: {payment.receipt.name}
          </a>
        ) : (
          <p className="text-sm text-muted">No receipt yet</p>
        )}
      </div>
      {reviewing && (
        <div className="flex gap-2">
          <Button
            size="sm"
            onClick={() => void act('confirm')}
            loading={review.isPending}
            aria-label={`Confirm payment of ${name}`}
          >
            Confirm
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void act('reject')}
            aria-label={`Reject payment of ${name}`}
          >
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}

/** /payments/review: manual payments waiting for a person, for organization admins and staff. */
export default function PaymentReviewPage() {
  const [status, setStatus] = useState('submitted');
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(status, page);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithToken('/payment-ledger/export/', 'payments-ledger.csv');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  const list = (
    <>
      {queue.isPending ? (
        <Skeleton className="mt-4 h-32 rounded-xl" />
      ) : !queue.data || queue.data.data.length === 0 ? (
        <EmptyState className="mt-6" title="No payments here" />
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {queue.data.data.map((payment) => (
            <ReviewRow key={payment.id} payment={payment} reviewing={status === 'submitted'} />
          ))}
        </ul>
      )}
      {queue.data && queue.data.pagination.count > PAYMENT_REVIEWS_PAGE_SIZE && (
        <Pager
          className="mt-4"
          page={page}
          count={queue.data.pagination.count}
          pageSize={PAYMENT_REVIEWS_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </>
  );

  if (queue.isError && isApiError(queue.error) && queue.error.status === 403)
    return <ErrorState title="Only organization administrators review payments." />;
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <ClipboardCheck aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-text">Payment reviews</h1>
          </div>
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting}>
            Export ledger (CSV)
          </Button>
        </div>
        <Tabs
          className="mt-6"
          label="Payment status"
          items={TABS.map((tab) => ({ ...tab, content: list }))}
          value={status}
          onValueChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
    </div>
  );
}
