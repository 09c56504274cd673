import { GROUP_MESSAGES, GROUPS_TEXT as T, LIMITS, type Member } from '@careerhub/shared';
import { applyServerErrors, useZodForm, type FormCheck } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useRemoveMember, useRespondJoinRequest } from './api';

export type MemberAction = 'accept' | 'reject' | 'remove';

interface MemberActionDialogProps {
  groupId: number;
  member: Member;
  action: MemberAction;
  onClose: () => void;
}

/** Notes or a reason are optional, within the text limit; sent trimmed, or not at all when blank. */
const noteCheck: FormCheck<{ text: string }, { note: string | undefined }> = ({ text }) =>
  text.length > LIMITS.textField
    ? { errors: { text: GROUP_MESSAGES.maxText } }
    : { data: { note: text.trim() || undefined } };

/** Accept or reject a request with optional notes, or remove a member with a reason (section 4). */
export function MemberActionDialog({ groupId, member, action, onClose }: MemberActionDialogProps) {
  const respond = useRespondJoinRequest(groupId);
  const remove = useRemoveMember(groupId);
  const form = useZodForm(noteCheck, { text: '' }, 'member-action');
  const title =
    action === 'accept'
      ? T.acceptTitle(member.name)
      : action === 'reject'
        ? T.rejectTitle(member.name)
        : T.removeTitle(member.name);

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      const result =
        action === 'remove'
          ? await remove.mutateAsync({ user: member.id, ...(note ? { reason: note } : {}) })
          : await respond.mutateAsync({ users: [member.id], action, ...(note ? { notes: note } : {}) });
      notify(result.message, 'success');
      onClose();
    } catch (err) {
      // The note is `reason` (removing) or `notes` (answering a request) on the server.
      applyServerErrors(form, err, { reason: 'text', notes: 'text' });
      notify(
        getErrorMessage(
          err,
          action === 'remove' ? GROUP_MESSAGES.couldNotRemove : GROUP_MESSAGES.couldNotRespond(action),
        ),
        'error',
      );
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextAreaField
          label={action === 'remove' ? T.reason : T.notes}
          hint={T.notesHint}
          {...form.field('text')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            type="submit"
            variant={action === 'accept' ? 'primary' : 'danger'}
            loading={form.formState.isSubmitting}
          >
            {action === 'accept' ? T.accept : action === 'reject' ? T.reject : T.remove}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
