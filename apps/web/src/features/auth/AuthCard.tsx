import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** A round badge above the title (status screens: verifying, verified, failed). */
  icon?: ReactNode;
  tone?: 'brand' | 'success' | 'danger';
  children?: ReactNode;
  /** The line under the card's content, e.g. a link back to login. */
  footer?: ReactNode;
  className?: string;
}

const TONES = {
  brand: 'bg-primary-soft text-primary',
  success: 'bg-green-50 text-green-700',
  danger: 'bg-red-50 text-danger',
} as const;

/** The card every sign-in screen sits in: same width, padding and type scale everywhere. */
export function AuthCard({
  title,
  description,
  icon,
  tone = 'brand',
  children,
  footer,
  className,
}: AuthCardProps) {
  return (
    <section
      className={cn(
        'mx-auto w-full max-w-md rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden="true"
          className={cn('mb-5 grid size-12 place-items-center rounded-2xl', TONES[tone])}
        >
          {icon}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">{title}</h1>
      {description && <div className="mt-2 text-muted">{description}</div>}
      {children && <div className="mt-8">{children}</div>}
      {footer && <div className="mt-8 text-center text-sm text-muted">{footer}</div>}
    </section>
  );
}

/** A centred single-card page inside the auth layout. */
export function AuthPage({ children }: { children: ReactNode }) {
  return <div className="flex w-full flex-1 items-center px-4 py-10 sm:px-6 lg:py-16">{children}</div>;
}

export const AUTH_LINK = 'font-semibold text-primary underline-offset-4 hover:underline';
