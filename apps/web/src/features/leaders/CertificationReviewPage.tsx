import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import {
  CERTIFICATION_STATUSES,
  LEADERS_TEXT as T,
  PAGE_SIZES,
  type CertificationStatus,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs } from '../../components/ui/Tabs';
import { useIdentity } from '../auth/identity';
import { useCertificationQueue } from './api';
import { ReviewItem } from './ReviewItem';

function Queue({
  status,
  page,
  onPage,
}: {
  status: CertificationStatus;
  page: number;
  onPage: (p: number) => void;
}) {
  const queue = useCertificationQueue(status, page);
  if (queue.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  if (queue.isError)
    return (
      <ErrorState
        title="Could not fetch applications."
        action={
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {T.tryAgain}
          </Button>
        }
      />
    );
  if (queue.data.data.length === 0) return <EmptyState title={T.noApplications} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {queue.data.data.map((item) => (
          <ReviewItem key={item.id} item={item} />
        ))}
      </ul>
      {queue.data.pagination.count > PAGE_SIZES.members && (
        <Pager
          page={page}
          pageSize={PAGE_SIZES.members}
          count={queue.data.pagination.count}
          onPageChange={onPage}
        />
      )}
    </div>
  );
}

/** /leader-certification/review: staff decide on leadership certification applications. */
export default function CertificationReviewPage() {
  const identity = useIdentity();
  const [status, setStatus] = useState<CertificationStatus>('pending');
  const [page, setPage] = useState(1);
  if (identity.data && !identity.data.is_staff)
    return <ErrorState className="m-6" title={T.staffOnlyScreen} />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <ClipboardCheck aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-text">{T.queueTitle}</h1>
      </header>
      <Tabs
        label="Application status"
        items={CERTIFICATION_STATUSES.map((value) => ({
          value,
          label: T.queueTabs[value],
          content: <Queue status={value} page={page} onPage={setPage} />,
        }))}
        value={status}
        onValueChange={(value) => {
          setStatus(value as CertificationStatus);
          setPage(1);
        }}
      />
    </div>
  );
}
