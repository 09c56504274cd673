import { GROUPS_TEXT as T } from '@careerhub/shared';
import { Hourglass, ShieldX } from 'lucide-react';
import { useIdentity } from '../auth/identity';

/** /pending: the organization has not accepted this user (yet). */
export default function PendingPage() {
  const { data: identity } = useIdentity();
  const org = identity?.organization;
  const rejected = org?.status === 'rejected';
  const Icon = rejected ? ShieldX : Hourglass;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <Icon className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{rejected ? T.rejectedTitle : T.pendingTitle}</h1>
      <p className="text-muted">
        {(rejected ? T.rejectedText : T.pendingText)(org?.name ?? 'your organization')}
      </p>
    </section>
  );
}
