import { Skeleton } from '../../components/ui/Skeleton';

/**
 * The wizard's shape while the profile (or the wizard's code) loads: right after a code is
 * verified the screen keeps a card in place instead of going blank until the first step appears.
 */
export function WizardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your profile"
      className="mx-auto flex w-full max-w-2xl flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <Skeleton className="h-2 w-full rounded-full" />
        <Skeleton className="h-4 w-24" />
      </div>
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
        <div className="flex justify-end gap-2">
          <Skeleton className="h-11 w-24 rounded-lg" />
          <Skeleton className="h-11 w-28 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
