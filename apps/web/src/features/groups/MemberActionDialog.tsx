import { useState, type FormEvent } from 'react';
import { GROUP_MESSAGES, GROUPS_TEXT as T, LIMITS, type Member } from '@careerhub/shared';
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

/** Accept or reject a request with optional notes, or remove a member with a reason (section 4). */
export function MemberActionDialog({ groupId, member, action, onClose }: MemberActionDialogProps) {
  const respond = useRespondJoinRequest(groupId);
  const remove = useRemoveMember(groupId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const busy = respond.isPending || remove.isPending;
  const title =
    action === 'accept'
      ? T.acceptTitle(member.name)
      : action === 'reject'
        ? T.rejectTitle(member.name)
        : T.removeTitle(member.name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.length > LIMITS.textField) return setError(GROUP_MESSAGES.maxText);
    const note = text.trim() || undefined;
    try {
      const result =
        action === 'remove'
          ? await remove.mutateAsync({ user: member.id, ...(note ? { reason: note } : {}) })
          : await respond.mutateAsync({ users: [member.id], action, ...(note ? { notes: note } : {}) });
      notify(result.message, 'success');
      onClose();
    } catch (err) {
      notify(
        getErrorMessage(
          err,
          action === 'remove' ? GROUP_MESSAGES.couldNotRemove : GROUP_MESSAGES.couldNotRespond(action),
        ),
        'error',
      );
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextAreaField
          label={action === 'remove' ? T.reason : T.notes}
          hint={T.notesHint}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" variant={action === 'accept' ? 'primary' : 'danger'} loading={busy}>
            {action === 'accept' ? T.accept : action === 'reject' ? T.reject : T.remove}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
