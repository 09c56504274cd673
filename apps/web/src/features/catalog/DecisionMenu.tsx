import { Check, MoreVertical, Pencil, X } from 'lucide-react';
import { Menu, MenuItem } from '../../components/ui/Menu';
import { CATALOG_TEXT as T } from './text';

/** The edit menu of a use case or AI tool: Edit (staff or creator), Approve, Reject (admins). */
export function DecisionMenu({
  item,
  onEdit,
  onDecide,
}: {
  item: { can_edit: boolean; can_approve: boolean; can_reject: boolean };
  onEdit: () => void;
  onDecide: (action: 'approve' | 'reject') => void;
}) {
  if (!item.can_edit && !item.can_approve && !item.can_reject) return null;
  return (
    <Menu
      label={T.moreActions}
      trigger={
        <button
          type="button"
          aria-label={T.moreActions}
          className="rounded-lg border border-border bg-surface p-2 text-text hover:bg-slate-100"
        >
          <MoreVertical aria-hidden="true" className="size-5" />
        </button>
      }
    >
      {item.can_edit && (
        <MenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
        </MenuItem>
      )}
      {item.can_approve && (
        <MenuItem onSelect={() => onDecide('approve')}>
          <Check aria-hidden="true" className="size-4" />
          {T.approve}
        </MenuItem>
      )}
      {item.can_reject && (
        <MenuItem onSelect={() => onDecide('reject')}>
          <X aria-hidden="true" className="size-4" />
          {T.reject}
        </MenuItem>
      )}
    </Menu>
  );
}
