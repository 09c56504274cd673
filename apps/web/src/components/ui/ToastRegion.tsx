import * as RadixToast from '@radix-ui/react-toast';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import type { ToastMessage } from '../../lib/notify';
import { cn } from './cn';

const DEFAULT_DURATION_MS = 5000;

const ICONS = { info: Info, success: CheckCircle2, error: AlertCircle } as const;
const ACCENTS = { info: 'text-primary', success: 'text-green-700', error: 'text-danger' } as const;

/**
 * The toasts themselves, as Radix toasts: announced politely (errors assertively), swipe or
 * Escape to dismiss, F8 jumps to the region. Loaded with the first toast (components/ui/Toast.tsx).
 */
export default function ToastRegion({
  toasts,
  onRemove,
}: {
  toasts: readonly ToastMessage[];
  onRemove: (id: number) => void;
}) {
  return (
    <RadixToast.Provider swipeDirection="right" duration={DEFAULT_DURATION_MS}>
      {toasts.map((toast) => {
        const Icon = ICONS[toast.variant];
        return (
          <RadixToast.Root
            key={toast.id}
            type={toast.variant === 'error' ? 'foreground' : 'background'}
            {...(toast.durationMs ? { duration: toast.durationMs } : {})}
            onOpenChange={(open) => !open && onRemove(toast.id)}
            className={cn(
              'flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-text shadow-lg',
              'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ACCENTS[toast.variant])} />
            <RadixToast.Description className="min-w-0 flex-1 break-words">
              {toast.message}
            </RadixToast.Description>
            <RadixToast.Close aria-label="Dismiss" className="-m-1 rounded-md p-1 text-muted hover:text-text">
              <X aria-hidden="true" className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
