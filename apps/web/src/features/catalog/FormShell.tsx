import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { CATALOG_TEXT as T } from './text';

/**
 * A full-screen form dialog that asks before closing with unsaved changes (content-ai-admin 4),
 * shows the form summary line, and gives focus back to its opener.
 */
export function FormShell(props: {
  title: string;
  dirty: boolean;
  summary: string;
  busy: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  main: ReactNode;
  side: ReactNode;
}) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => () => void setTimeout(() => opener?.isConnected && opener.focus(), 0), [opener]);
  function close() {
    if (props.dirty && !window.confirm(T.discard)) return;
    props.onClose();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            close();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none"
        >
          <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
            <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 sm:px-6">
              <RadixDialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold text-text">
                {props.title}
              </RadixDialog.Title>
              <button
                type="button"
                onClick={close}
                aria-label={T.cancel}
                className="rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-text"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </header>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                {props.summary && (
                  <p
                    role="alert"
                    className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger lg:col-span-2"
                  >
                    {props.summary}
                  </p>
                )}
                <div className="flex min-w-0 flex-col gap-5 self-start rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
                  {props.main}
                </div>
                <div className="flex min-w-0 flex-col gap-5 self-start rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
                  {props.side}
                </div>
              </div>
            </div>
            <footer className="flex justify-end gap-3 border-t border-border bg-surface px-4 py-3 sm:px-6">
              <Button type="button" variant="outline" onClick={close}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={props.busy} disabled={props.submitDisabled}>
                {props.submitLabel}
              </Button>
            </footer>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
