import { Link } from 'react-router';
import { HOME_TEXT } from '@careerhub/shared';
import { buttonClasses } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

/** Anonymous visitors: the sign-up banner of content-ai-admin 2.3 (signed-in members never see it). */
export function SignUpBanner({ className }: { className?: string }) {
  return (
    <aside aria-label="Sign up" className={cn('border-t border-border bg-primary-soft shadow-lg', className)}>
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-6">
        <p className="font-semibold text-text">{HOME_TEXT.signUpBanner}</p>
        <Link to="/signup" className={buttonClasses('primary', 'sm', 'shrink-0')}>
          {HOME_TEXT.signUpNow}
        </Link>
      </div>
    </aside>
  );
}
