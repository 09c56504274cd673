import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from './cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <div
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary"
      >
        {icon ?? <Inbox className="size-6" />}
      </div>
      <p className="text-base font-semibold text-text">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted">{description}</p>}
      {action}
    </div>
  );
}
