import { HOME_TEXT as T, UI_TEXT, type LearningStep, type LearningTrackView } from '@careerhub/shared';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs } from '../../components/ui/Tabs';
import { useLearningPath, useMarkStep } from './api';
import { LearningStepItem } from './LearningStepItem';

function TrackSteps({
  track,
  onMark,
}: {
  track: LearningTrackView;
  onMark: (step: LearningStep, done: boolean) => void;
}) {
  const total = track.steps.length;
  const progressId = `learning-progress-${track.key}`;
  return (
    <div>
      <p id={progressId} className="text-sm font-medium text-text">
        {T.progress(track.done_count, total)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={track.done_count}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${total ? Math.round((track.done_count / total) * 100) : 0}%` }}
        />
      </div>
      <ol aria-label={`${track.title} steps`} className="mt-4 flex flex-col gap-3">
        {track.steps.map((step) => (
          <LearningStepItem key={step.key} step={step} onMark={(done) => onMark(step.key, done)} />
        ))}
      </ol>
    </div>
  );
}

function PathSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading your learning path"
      role="status"
      className="flex flex-col gap-3"
    >
      <div className="flex gap-2">
        <Skeleton className="h-9 w-36" />
        <Skeleton className="h-9 w-40" />
      </div>
      <Skeleton className="h-2 w-full" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** The learning path (content-ai-admin 2.3): the two tracks as tabs, the member's focus first. */
export function LearningPath() {
  const path = useLearningPath();
  const mark = useMarkStep();
  if (path.isPending) return <PathSkeleton />;
  if (path.isError)
    return (
      <ErrorState
        title={UI_TEXT.couldNotFetchItems}
        action={
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={() => path.refetch()}
          >
            Retry
          </button>
        }
      />
    );
  const onMark = (step: LearningStep, done: boolean) => mark.mutate({ step, done });
  return (
    <Tabs
      label={T.tracksLabel}
      defaultValue={path.data.tracks[0]?.key}
      items={path.data.tracks.map((track) => ({
        value: track.key,
        label: track.title,
        content: <TrackSteps track={track} onMark={onMark} />,
      }))}
    />
  );
}
