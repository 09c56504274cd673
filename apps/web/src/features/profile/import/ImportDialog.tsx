import { useState } from 'react';
import {
  PROFILE_IMPORT_MESSAGES,
  PROFILE_IMPORT_TEXT as T,
  PROFILE_MESSAGES,
  type ProfileImportPreview,
  type Profile,
} from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { fullName } from '../names';
import { confirmImport, readImportState, type ImportSource } from './importApi';
import { importFingerprint } from './importSections';
import { ImportPreview } from './ImportPreview';
import { ImportSourceForm } from './ImportSourceForm';
import { useImportChoice } from './useImportChoice';
import type { ImportWatch } from './useImportRefresh';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile;
  /** Staff importing into someone else's profile send that user's id. */
  forOtherUser: boolean;
  onConfirmed: (watch: ImportWatch) => void;
}

/**
 * Profile import (spec section 4): read a resume or LinkedIn profile, show each section found with
 * a checkbox, and import the checked ones in a background job.
 */
export function ImportDialog({ open, onOpenChange, profile, forOtherUser, onConfirmed }: ImportDialogProps) {
  const userId = forOtherUser ? profile.id : undefined;
  const [source, setSource] = useState<ImportSource>('resume');
  const [preview, setPreview] = useState<{ data: ProfileImportPreview; url: string } | null>(null);
  const choice = useImportChoice();
  const [confirming, setConfirming] = useState(false);

  function reset() {
    setPreview(null);
    choice.start(null);
    setConfirming(false);
  }

  function showPreview(data: ProfileImportPreview, url: string) {
    setPreview({ data, url });
    choice.start(data);
  }

  async function confirm() {
    if (!preview) return;
    setConfirming(true);
    try {
      const current = await readImportState(profile.name_slug, profile.id);
      const before = importFingerprint(current.profile, current.entries);
      const { sections, choice: kept } = choice.selection(preview.data);
      const result = await confirmImport(preview.data.source, sections, {
        url: preview.url,
        userId,
        choice: kept,
      });
      notify(result.message || PROFILE_IMPORT_MESSAGES.updateScheduled, 'success');
      onConfirmed({ slug: profile.name_slug, userId: profile.id, before });
      reset();
      onOpenChange(false);
    } catch (error) {
      setConfirming(false);
      notify(getErrorMessage(error, PROFILE_MESSAGES.couldNotUpdate), 'error');
    }
  }

  const title = forOtherUser ? T.dialogTitleFor(fullName(profile)) : T.dialogTitle;
  const count = preview ? choice.selection(preview.data).sections.length : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (confirming) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={title}
      size="lg"
    >
      {preview ? (
        <div className="flex flex-col gap-4">
          <ImportPreview preview={preview.data} choice={choice} disabled={confirming} />
          <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-border bg-surface pt-4">
            <Button variant="outline" onClick={reset} disabled={confirming}>
              {T.back}
            </Button>
            <Button onClick={() => void confirm()} loading={confirming} disabled={count === 0}>
              {T.importSelected(count)}
            </Button>
          </div>
        </div>
      ) : (
        <ImportSourceForm
          userId={userId}
          source={source}
          onSourceChange={setSource}
          onPreview={showPreview}
        />
      )}
    </Dialog>
  );
}
