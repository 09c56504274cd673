import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { cn } from './cn';

interface ErrorStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A failure message in place of content; announced as an alert. */
export function ErrorState({ title, description, action, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <div aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-red-50 text-danger">
        <AlertTriangle className="size-6" />
      </div>
      <p className="text-base font-semibold text-text">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted">{description}</p>}
      {action}
    </div>
  );
}
