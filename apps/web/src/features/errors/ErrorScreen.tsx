import { UI_TEXT } from '@careerhub/shared';
import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';

/**
 * The global error screen. Plain links and a reload, no router: it must render even when the
 * router or the app configuration is what failed.
 */
export function ErrorScreen() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-background px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div
          aria-hidden="true"
          className="mb-6 grid size-16 place-items-center rounded-2xl bg-red-50 text-danger"
        >
          <AlertTriangle className="size-8" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">{UI_TEXT.errorTitle}</h1>
        <p className="mt-3 text-muted">An unexpected problem stopped this page from loading.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses('primary', 'lg')}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {UI_TEXT.refresh}
          </button>
          <a href="/" className={buttonClasses('outline', 'lg')}>
            <Home aria-hidden="true" className="size-4" />
            {UI_TEXT.goHome}
          </a>
        </div>
      </div>
    </main>
  );
}
