import { useState } from 'react';
import { ONBOARDING_TEXT as T } from '@careerhub/shared';
import { PartyPopper } from 'lucide-react';
import { StepFrame } from '../StepFrame';
import type { StepProps } from '../stepProps';

/** The last step: Finish reloads the account (the guards read it) and opens the portal. */
export function AlmostCompleteStep(props: StepProps & { onFinish: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    setBusy(true);
    setError(null);
    try {
      await props.onFinish();
    } catch {
      setError('We could not load your account. Please try again.');
      setBusy(false);
    }
  }

  return (
    <StepFrame
      title={props.title}
      description={T.almostCompleteText}
      progress={props.progress}
      onSubmit={() => void finish()}
      onBack={props.back}
      submitLabel={T.finish}
      busy={busy}
      formError={error}
    >
      <div className="flex items-center gap-4 rounded-2xl bg-primary-soft/60 p-4 text-sm text-text">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface text-primary"
        >
          <PartyPopper className="size-5" />
        </span>
        Your answers are saved. You can change them later from your profile.
      </div>
    </StepFrame>
  );
}
