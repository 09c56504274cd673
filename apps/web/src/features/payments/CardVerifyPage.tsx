import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BadgeCheck, BadgeX } from 'lucide-react';
import { PAYMENT_TEXT, type MembershipCardCheck } from '@careerhub/shared';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, isApiError } from '../../lib/api';

/**
 * /membership-card/verify/{token}: what the card's QR code opens, for anyone. It shows the name
 * on the card and whether the membership is valid or expired, nothing else about the member.
 */
export default function CardVerifyPage() {
  const { token = '' } = useParams();
  const check = useQuery({
    queryKey: ['membership-card', 'verify', token],
    retry: false,
    queryFn: ({ signal }) =>
      api.get<MembershipCardCheck>(`/membership-card/verify/${encodeURIComponent(token)}/`, {
        signal,
        silent: true,
      }),
  });
  const valid = check.data?.status === 'valid';
  const Icon = valid ? BadgeCheck : BadgeX;
  return (
    <div className="px-4 py-16 sm:px-6">
      <section className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-border bg-surface p-8 text-center shadow-sm">
        <h1 className="text-sm font-semibold tracking-wide text-muted uppercase">
          {PAYMENT_TEXT.cardVerifyTitle}
        </h1>
        {check.isPending ? (
          <Skeleton className="mt-6 h-24 w-full rounded-xl" />
        ) : check.isError ? (
          <ErrorState
            className="mt-6"
            title={
              isApiError(check.error) && check.error.status === 404
                ? 'This membership card does not exist.'
                : PAYMENT_TEXT.couldNotPerform
            }
          />
        ) : (
          <>
            <Icon
              aria-hidden="true"
              className={valid ? 'mt-6 size-14 text-emerald-600' : 'mt-6 size-14 text-danger'}
            />
            <p className="mt-4 text-2xl font-bold break-words text-text" data-testid="card-holder">
              {check.data.name}
            </p>
            <p
              role="status"
              className={
                valid
                  ? 'mt-3 rounded-full bg-emerald-50 px-4 py-1 font-semibold text-emerald-800 ring-1 ring-emerald-200'
                  : 'mt-3 rounded-full bg-red-50 px-4 py-1 font-semibold text-red-800 ring-1 ring-red-200'
              }
            >
              {valid ? PAYMENT_TEXT.cardValid : PAYMENT_TEXT.cardExpired}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
