import { useState } from 'react';
import { GROUPS_TEXT as T, type Group } from '@careerhub/shared';
import { Pencil, Share2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { notify } from '../../lib/notify';
import { FollowButton } from './FollowButton';
import { GroupFormDialog } from './GroupFormDialog';
import { GroupImageButton } from './GroupImageButton';

/** Edit (managers) and Share (copies the page address). */
export function GroupHeaderActions({ group }: { group: Group }) {
  const [editing, setEditing] = useState(false);
  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href.split('?')[0]!);
      notify(T.linkCopied, 'success');
    } catch {
      notify(window.location.href, 'info');
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {group.permissions?.can_edit && (
        <>
          <GroupImageButton groupId={group.id} slot="logo" />
          <GroupImageButton groupId={group.id} slot="cover" />
        </>
      )}
      {group.permissions?.can_edit && (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
        </Button>
      )}
      <FollowButton group={group} />
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        {T.share}
      </Button>
      {editing && <GroupFormDialog mode="edit" group={group} onClose={() => setEditing(false)} />}
    </div>
  );
}
