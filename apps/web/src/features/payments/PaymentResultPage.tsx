import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { PAYMENT_TEXT } from '@careerhub/shared';
import { buttonClasses } from '../../components/ui/Button';

const SUCCESS: Record<string, string> = {
  donation: 'Thank you for your donation!',
  payment: 'Thank you! Your payment was received.',
  subscription: 'Thank you! Your membership payment was received.',
};

/** /payment/success (?group, ?type donation|payment|subscription) and /payment/cancel. */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const [params] = useSearchParams();
  const type = params.get('type') ?? 'payment';
  const group = params.get('group');
  const kind = params.get('kind') === 'event' ? 'event' : 'circle';
  const ok = outcome === 'success';
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="px-4 py-16 sm:px-6">
      <section className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-border bg-surface p-8 text-center shadow-sm">
        <Icon aria-hidden="true" className={ok ? 'size-12 text-primary' : 'size-12 text-danger'} />
        <h1 className="mt-4 text-2xl font-bold text-text">
          {ok ? (SUCCESS[type] ?? PAYMENT_TEXT.successPage) : PAYMENT_TEXT.canceledPage}
        </h1>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {type === 'subscription' || !ok ? (
            <Link to="/membership" className={buttonClasses('primary')}>
              Go to your membership
            </Link>
          ) : null}
          {group && (
            <Link to={`/${kind}/${encodeURIComponent(group)}`} className={buttonClasses('outline')}>
              Back to the group
            </Link>
          )}
          <Link to="/" className={buttonClasses('ghost')}>
            Home
          </Link>
        </div>
      </section>
    </div>
  );
}
