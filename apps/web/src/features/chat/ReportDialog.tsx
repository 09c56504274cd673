import { CHAT_MESSAGES, reportMessageSchema } from '@careerhub/shared';
import { applyServerErrors, useZodForm } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage } from '../../lib/api';
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
  // The shared request schema gives the message ("Required", too long) the server would send.
  const form = useZodForm(reportMessageSchema, { reason: '' }, 'report');

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!message) return;
    try {
      await reportMessage(message.room, message.id, reason);
      notify(CHAT_MESSAGES.reported, 'success');
      form.reset();
      onOpenChange(false);
    } catch (err) {
      const { fields } = applyServerErrors(form, err);
      if (fields.length === 0) notify(getErrorMessage(err), 'error');
    }
  });

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
          <TextAreaField label="Reason" {...form.field('reason')} rows={3} maxLength={1000} required />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
              Report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
