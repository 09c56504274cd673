import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { SETTINGS_TEXT as T } from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

/**
 * Asks before leaving a form with unsaved changes: a link inside the app opens a dialog (Stay /
 * Leave), closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={T.unsavedTitle}
      description={T.unsavedBody}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {T.stay}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {T.leave}
        </Button>
      </div>
    </Dialog>
  );
}
