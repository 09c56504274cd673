import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn';

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with asChild). */
  trigger?: ReactNode;
  title: string;
  /** Hide the title visually but keep it for screen readers. */
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
  /** 'center' for a modal, 'left' for a side drawer. */
  placement?: 'center' | 'left';
  /** Width of a centred dialog: 'md' for short forms, 'lg' for forms with tabs. */
  size?: 'md' | 'lg';
  className?: string;
}

/** A modal dialog or side drawer (Radix): focus trapped, Escape closes, title announced. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  hideTitle,
  description,
  children,
  placement = 'center',
  size = 'md',
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root {...(open !== undefined ? { open } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            // Radix hears Escape before the field does: an open combobox list closes first, the dialog stays.
            const target = event.target as HTMLElement | null;
            if (
              target?.getAttribute('role') === 'combobox' &&
              target.getAttribute('aria-expanded') === 'true'
            )
              event.preventDefault();
          }}
          className={cn(
            'fixed z-50 flex flex-col bg-surface shadow-xl focus:outline-none',
            placement === 'center'
              ? cn(
                  'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl p-4 sm:p-6',
                  size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
                )
              : 'inset-y-0 left-0 w-[min(20rem,85vw)] p-4',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={cn('text-lg font-semibold text-text', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-m-1 ml-auto rounded-md p-1 text-muted hover:bg-slate-100 hover:text-text"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
