import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { chatPanel } from './panelStore';

export const PANEL_ICON_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-text';

/** The panel's top row: what it shows, its actions, and Close. */
export function PanelHeader({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-3">
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      {actions}
      <button
        type="button"
        aria-label="Close messaging"
        onClick={() => chatPanel.close()}
        className={PANEL_ICON_BUTTON}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
