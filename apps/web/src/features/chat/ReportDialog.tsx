import { useState, type FormEvent } from 'react';
import { CHAT_MESSAGES, VALIDATION } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { reportMessage } from './api';
import { messageText, type ChatMessage } from './types';

/** Report a message to staff, with a reason. */
export function ReportDialog({
  message,
  onOpenChange,
}: {
  message: ChatMessage | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message) return;
    if (reason.trim() === '') {
      setError(VALIDATION.required);
      return;
    }
    setBusy(true);
    try {
      await reportMessage(message.room, message.id, reason.trim());
      notify(CHAT_MESSAGES.reported, 'success');
      setReason('');
      setError(undefined);
      onOpenChange(false);
    } catch (err) {
      const field = getFieldErrors(err).reason;
      if (field) setError(field);
      else notify(getErrorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={onOpenChange}
      title="Report message"
      description="Tell us what is wrong with this message. Our team reviews every report."
    >
      {message && (
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <blockquote className="rounded-lg border-l-4 border-border bg-background px-3 py-2 text-sm break-words whitespace-pre-wrap text-text">
            {messageText(message)}
          </blockquote>
          <TextAreaField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={error}
            rows={3}
            maxLength={1000}
            required
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              Report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
