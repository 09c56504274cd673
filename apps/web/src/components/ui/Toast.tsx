import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';

const MAX_VISIBLE = 4;
/** The first of these fetches the toast UI ahead of the first toast. */
const PRELOAD_ON = ['pointerdown', 'keydown'] as const;

const loadRegion = () => import('./ToastRegion');
const ToastRegion = lazy(loadRegion);

/**
 * Shows messages sent with notify(). The toast UI (Radix toasts, about 12 KB gzip) is not part of
 * the first load: it is fetched when the visitor first presses a key or a pointer (most toasts
 * answer an action), and at the latest with the first toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [mounted, setMounted] = useState(false);

  useEffect(
    () =>
      subscribeToToasts((toast) => {
        setMounted(true);
        setToasts((current) => {
          // The same message twice at once (several failed requests) shows once.
          if (current.some((t) => t.message === toast.message)) return current;
          return [...current, toast].slice(-MAX_VISIBLE);
        });
      }),
    [],
  );

  useEffect(() => {
    const preload = () => {
      void loadRegion();
      for (const type of PRELOAD_ON) window.removeEventListener(type, preload, true);
    };
    for (const type of PRELOAD_ON) window.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      for (const type of PRELOAD_ON) window.removeEventListener(type, preload, true);
    };
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  return (
    <>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onRemove={remove} />
        </Suspense>
      )}
    </>
  );
}
