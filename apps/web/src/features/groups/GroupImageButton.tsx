import { useRef, useState } from 'react';
import { GROUP_MESSAGES } from '@careerhub/shared';
import { ImagePlus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { uploadWithProgress } from '../profile/upload';
import { useInvalidateGroups } from './api';

const SLOTS = {
  logo: {
    path: 'logo',
    field: 'logo',
    label: 'Change logo',
    ok: GROUP_MESSAGES.logoUpdated,
    failed: GROUP_MESSAGES.logoFailed,
  },
  cover: {
    path: 'cover-image',
    field: 'cover_image',
    label: 'Change cover image',
    ok: GROUP_MESSAGES.coverUpdated,
    failed: GROUP_MESSAGES.coverFailed,
  },
} as const;

/** Managers upload a new logo or cover image (JPEG or PNG, section 5 Uploads). */
export function GroupImageButton({ groupId, slot }: { groupId: number; slot: keyof typeof SLOTS }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useInvalidateGroups();
  const config = SLOTS[slot];

  async function upload(file: File) {
    setBusy(true);
    const form = new FormData();
    form.append(config.field, file);
    try {
      await uploadWithProgress({ path: `/groups/${groupId}/${config.path}/`, form });
      notify(config.ok, 'success');
      refresh();
    } catch (error) {
      notify(getErrorMessage(error, config.failed), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/jpg"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {config.label}
      </Button>
    </>
  );
}
