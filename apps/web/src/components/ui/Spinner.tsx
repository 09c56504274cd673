import { cn } from './cn';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** An accessible busy indicator; the label is read by screen readers. */
export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
