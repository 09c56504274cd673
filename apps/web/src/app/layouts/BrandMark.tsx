import { Link } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useAppConfig } from '../providers/AppConfigProvider';

/** The brand's initial in its primary colour, and its name: links home. */
export function BrandMark({ hideNameOnSmall = false }: { hideNameOnSmall?: boolean }) {
  const { ui } = useAppConfig();
  return (
    <Link
      to="/"
      // With the name hidden on phones the link is only the mark: it must never be squeezed under the controls.
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-lg font-bold text-text',
        hideNameOnSmall && 'max-sm:shrink-0',
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary text-lg text-primary-foreground shadow-sm"
      >
        {ui.name.charAt(0).toUpperCase()}
      </span>
      <span
        className={
          hideNameOnSmall
            ? 'sr-only truncate text-lg tracking-tight sm:not-sr-only'
            : 'truncate text-lg tracking-tight'
        }
      >
        {ui.name}
      </span>
    </Link>
  );
}
