import { useState } from 'react';
import { GROUP_MESSAGES, LIMITS, UPLOAD_MESSAGES, UPLOAD_TYPES, VALIDATION } from '@careerhub/shared';
import { ImagePlus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { uploadWithProgress } from '../profile/upload';
import { useInvalidateGroups } from './api';

const SLOTS = {
  logo: {
    path: 'logo',
    field: 'logo',
    label: 'Change logo',
    fileLabel: 'Logo image',
    ok: GROUP_MESSAGES.logoUpdated,
    failed: GROUP_MESSAGES.logoFailed,
  },
  cover: {
    path: 'cover-image',
    field: 'cover_image',
    label: 'Change cover image',
    fileLabel: 'Cover image',
    ok: GROUP_MESSAGES.coverUpdated,
    failed: GROUP_MESSAGES.coverFailed,
  },
} as const;

/**
 * Managers upload a new logo or cover image (JPEG or PNG, section 5 Uploads): the button opens a
 * dialog with the drop zone, which shows the upload's progress and closes when it is stored.
 */
export function GroupImageButton({ groupId, slot }: { groupId: number; slot: keyof typeof SLOTS }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ name: string; percent: number; error?: string } | null>(null);
  const refresh = useInvalidateGroups();
  const config = SLOTS[slot];
  const busy = state !== null && !state.error;

  async function upload(file: File) {
    if (!(UPLOAD_TYPES.image as readonly string[]).includes(file.type)) {
      return setState({ name: file.name, percent: 0, error: UPLOAD_MESSAGES.pictureFormat });
    }
    if (file.size > LIMITS.uploadBytes) {
      return setState({ name: file.name, percent: 0, error: VALIDATION.uploadTooLarge });
    }
    setState({ name: file.name, percent: 0 });
    const form = new FormData();
    form.append(config.field, file);
    try {
      await uploadWithProgress({
        path: `/groups/${groupId}/${config.path}/`,
        form,
        onProgress: (percent) => setState({ name: file.name, percent }),
      });
      notify(config.ok, 'success');
      refresh();
      setState(null);
      setOpen(false);
    } catch (error) {
      setState({ name: file.name, percent: 0, error: getErrorMessage(error, config.failed) });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setState(null);
      }}
      title={config.label}
      trigger={
        <Button variant="outline" size="sm">
          <ImagePlus aria-hidden="true" className="size-4" />
          {config.label}
        </Button>
      }
    >
      <FileDropZone
        label={config.fileLabel}
        accept="image/jpeg,image/png"
        typesLabel="JPEG or PNG"
        maxBytes={LIMITS.uploadBytes}
        disabled={busy}
        fileName={state?.name}
        progress={busy ? state.percent : null}
        error={state?.error}
        onFiles={([file]) => file && void upload(file)}
      />
    </Dialog>
  );
}
