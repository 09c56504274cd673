import { useState } from 'react';
import { ACCOUNT_MESSAGES, accountDeletionSchema } from '@careerhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { downloadWithToken } from '../../lib/api/download';
import { notify } from '../../lib/notify';
import { clearSession } from './session';

const day = () => new Date().toISOString().slice(0, 10);

/** The member's data rights on their account page: download a copy, delete the account. */
export function AccountDataSection() {
  const [busy, setBusy] = useState<'json' | 'zip' | null>(null);

  async function download(kind: 'json' | 'zip') {
    setBusy(kind);
    try {
      await (kind === 'json'
        ? downloadWithToken('/account/export/', `careerhub-data-${day()}.json`)
        : downloadWithToken('/account/export/archive/', `careerhub-data-${day()}.zip`));
    } catch {
      notify(ACCOUNT_MESSAGES.exportFailed, 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="account-data-heading"
      className="mx-auto mt-8 w-full max-w-xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id="account-data-heading" className="text-xl font-bold tracking-tight text-text">
        {ACCOUNT_MESSAGES.dataHeading}
      </h2>
      <h3 className="mt-5 font-semibold text-text">{ACCOUNT_MESSAGES.exportTitle}</h3>
      <p className="mt-1 text-sm text-muted">{ACCOUNT_MESSAGES.exportHint}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" loading={busy === 'json'} onClick={() => void download('json')}>
          <Download aria-hidden="true" className="size-4" />
          {ACCOUNT_MESSAGES.exportJson}
        </Button>
        <Button variant="outline" loading={busy === 'zip'} onClick={() => void download('zip')}>
          <FileArchive aria-hidden="true" className="size-4" />
          {ACCOUNT_MESSAGES.exportArchive}
        </Button>
      </div>
      <h3 className="mt-8 font-semibold text-text">{ACCOUNT_MESSAGES.deleteTitle}</h3>
      <p className="mt-1 text-sm text-muted">{ACCOUNT_MESSAGES.deleteHint}</p>
      <DeleteAccountDialog />
    </section>
  );
}

function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const form = useZodForm(accountDeletionSchema, { password: '' }, 'delete-account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await api.delete('/account/', { body: data, silent: true });
      clearSession();
      queryClient.clear();
      notify(ACCOUNT_MESSAGES.deleted, 'success');
      void navigate('/login', { replace: true });
    } catch (failure) {
      // A wrong password, or whatever else the server said, shows under the one field.
      const { fields, formMessage } = applyServerErrors(form, failure);
      if (fields.length === 0)
        form.setError(
          'password',
          { type: 'server', message: formMessage || getErrorMessage(failure) },
          { shouldFocus: true },
        );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
      title={ACCOUNT_MESSAGES.deleteTitle}
      description={ACCOUNT_MESSAGES.deleteHint}
      trigger={
        <Button variant="danger" className="mt-4">
          <Trash2 aria-hidden="true" className="size-4" />
          {ACCOUNT_MESSAGES.deleteTitle}
        </Button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          label={ACCOUNT_MESSAGES.password}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {ACCOUNT_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            {ACCOUNT_MESSAGES.deleteConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
