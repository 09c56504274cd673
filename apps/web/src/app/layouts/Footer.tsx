import { UI_TEXT } from '@careerhub/shared';
import { useAppConfig } from '../providers/AppConfigProvider';
import { cn } from '../../components/ui/cn';

/** Site footer. "Powered by" appears only where the server says so (provider domains, localhost). */
export function Footer({ className, wide = false }: { className?: string; wide?: boolean }) {
  const { ui } = useAppConfig();
  return (
    <footer className={cn('border-t border-border bg-surface', className)}>
      <div
        className={cn(
          'mx-auto flex flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6',
          !wide && 'max-w-7xl',
        )}
      >
        <p>
          © {new Date().getFullYear()} {ui.name}
        </p>
        {ui.powered_by.show && (
          <p>
            {UI_TEXT.poweredBy}{' '}
            <a
              href={ui.powered_by.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-text underline-offset-4 hover:underline"
            >
              {ui.powered_by.name}
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
