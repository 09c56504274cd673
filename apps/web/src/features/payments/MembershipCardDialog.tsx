import { useEffect } from 'react';
import { Download } from 'lucide-react';
import { PAYMENT_TEXT } from '@careerhub/shared';
import { buttonClasses } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { getErrorMessage } from '../../lib/api';
import { useMembershipCard } from './api';

/** The membership card: drawn (again) when opened, shown with its number and a download link. */
export function MembershipCardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const card = useMembershipCard();
  const { mutate } = card;
  useEffect(() => {
    if (open) mutate();
  }, [open, mutate]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={PAYMENT_TEXT.membershipCard}>
      {card.isPending || card.isIdle ? (
        <Skeleton className="aspect-[1012/638] w-full rounded-xl" />
      ) : card.isError ? (
        <ErrorState title={getErrorMessage(card.error, PAYMENT_TEXT.couldNotPerform)} />
      ) : (
        <div className="flex flex-col gap-4">
          {card.data.membership_card && (
            <img
              src={card.data.membership_card}
              alt={`${PAYMENT_TEXT.membershipCard} ${card.data.member_number}`}
              className="w-full rounded-xl border border-border"
            />
          )}
          <p className="text-sm text-muted">
            Member number <span className="font-mono font-semibold text-text">{card.data.member_number}</span>
          </p>
          {card.data.membership_card && (
            <a
              href={card.data.membership_card}
              download={`membership-card-${card.data.member_number}.png`}
              className={buttonClasses('primary', 'md', 'self-start')}
            >
              <Download aria-hidden="true" className="size-4" />
              {PAYMENT_TEXT.downloadCard}
            </a>
          )}
        </div>
      )}
    </Dialog>
  );
}
