import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  GROUP_MESSAGES,
  GROUPS_TEXT as T,
  INVITATION_MESSAGES,
  PAYMENT_BADGES,
  PAYMENT_TEXT,
  type Group,
} from '@careerhub/shared';
import { CheckCircle2, Clock } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useIsSignedIn } from '../auth/session';
import { useOneTimePayment } from '../payments/api';
import { useJoinGroup, useLeaveGroup, useSubmitVoucher } from './api';
import { JoinDialog } from './JoinDialog';
import { FileUploadField } from './QuestionFields';

const isEvent = (g: Group) => g.group_type === 'event';

/** What the viewer may do about membership, following the rules of section 4. */
export function JoinControl({ group }: { group: Group }) {
  const signedIn = useIsSignedIn();
  const { ui } = useAppConfig();
  const location = useLocation();
  const join = useJoinGroup(group);
  const leave = useLeaveGroup(group);
  const [dialogOpen, setDialogOpen] = useState(false);
  const status = group.membership_status;
  const needsForm =
    group.extra_info.questions.length > 0 || (isEvent(group) && group.event_type === 'conference');

  async function joinNow() {
    try {
      const result = await join.mutateAsync({});
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotJoin(group.group_type)), 'error');
    }
  }
  async function leaveNow() {
    try {
      const result = await leave.mutateAsync();
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotLeave(group.group_type)), 'error');
    }
  }

  if (status === 'accepted') {
    return (
      <div className="flex flex-col items-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {T.memberAs(group.role ?? 'member')}
          </span>
          {group.is_paid && group.payment_status && (
            <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
              {PAYMENT_BADGES[group.payment_status]}
            </span>
          )}
          {group.role !== 'admin' && (
            <Button variant="outline" size="sm" loading={leave.isPending} onClick={() => void leaveNow()}>
              {T.leave}
            </Button>
          )}
        </div>
        {group.is_paid &&
          group.payment_status === 'pending' &&
          (ui.card_payments ? <CardPayment group={group} /> : <PaymentVoucher group={group} />)}
      </div>
    );
  }
  if (status === 'pending') {
    return (
      <div className="flex flex-col items-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            <Clock aria-hidden="true" className="size-4" />
            {isEvent(group) ? T.registrationSubmitted : T.appliedToJoin}
          </span>
          <Button variant="outline" size="sm" loading={leave.isPending} onClick={() => void leaveNow()}>
            {T.cancelRequest}
          </Button>
        </div>
        {group.join_message && <p className="max-w-md text-sm text-muted">{group.join_message}</p>}
      </div>
    );
  }

  if (!group.show_join_button) return null;
  const label = isEvent(group) ? T.register : needsForm ? T.apply : T.join;
  if (!signedIn) {
    const next = encodeURIComponent(location.pathname);
    return (
      <Link to={`/login?next=${next}&join=true`} className={buttonClasses('primary')}>
        {label}
      </Link>
    );
  }
  if (!group.can_join) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      {status === 'rejected' && <p className="text-sm text-muted">{T.rejectedStatus}</p>}
      {group.is_full && (
        <p role="note" className="max-w-md rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {GROUP_MESSAGES.waitList}
        </p>
      )}
      <Button loading={join.isPending} onClick={() => (needsForm ? setDialogOpen(true) : void joinNow())}>
        {label}
      </Button>
      {needsForm && <JoinDialog group={group} open={dialogOpen} onOpenChange={setDialogOpen} />}
    </div>
  );
}

const isVoucherFile = (file: File) => file.type === 'application/pdf' || file.type.startsWith('image/');

/**
 * The manual payment of a paid circle or event: the accepted member uploads the receipt of their
 * transfer and an administrator marks the payment paid (spec: payment status pending shows to
 * administrators as submitted). A receipt already sent shows as waiting; a new one replaces it.
 */
function PaymentVoucher({ group }: { group: Group }) {
  const submit = useSubmitVoucher(group);
  async function send(id: number | '') {
    if (id === '') return;
    try {
      const result = await submit.mutateAsync(id);
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, INVITATION_MESSAGES.couldNotComplete), 'error');
    }
  }
  return (
    <div className="flex max-w-md flex-col gap-2">
      <p className="text-sm text-muted">
        {group.payment_voucher_submitted ? T.voucherWaiting : T.payAfterAccepted}
      </p>
      <FileUploadField
        label={T.voucherLabel}
        accept="image/*,application/pdf"
        error={undefined}
        check={(file) => (isVoucherFile(file) ? null : GROUP_MESSAGES.voucherFormat)}
        onUploaded={(id) => void send(id)}
      />
    </div>
  );
}

/**
 * The card payment of a paid circle or event (Stripe set up): the member goes to the provider's
 * checkout and comes back to /payment/success; the webhook confirms the payment.
 */
function CardPayment({ group }: { group: Group }) {
  const pay = useOneTimePayment();
  async function start() {
    const origin = window.location.origin;
    const kind = isEvent(group) ? 'event' : 'circle';
    try {
      const answer = await pay.mutateAsync({
        group_id: group.id,
        success_url: `${origin}/payment/success?type=payment&group=${encodeURIComponent(group.name_slug)}&kind=${kind}`,
        cancel_url: `${origin}/payment/cancel?group=${encodeURIComponent(group.name_slug)}&kind=${kind}`,
      });
      window.location.assign(answer.data);
    } catch (error) {
      notify(getErrorMessage(error, PAYMENT_TEXT.couldNotProceed), 'error');
    }
  }
  return (
    <div className="flex max-w-md flex-col gap-2">
      <Button onClick={() => void start()} loading={pay.isPending}>
        {PAYMENT_TEXT.payNow}
      </Button>
    </div>
  );
}
