import type { Dispatch, SetStateAction } from 'react';
import type { GroupProfileInput, OptionsConfig } from '@careerhub/shared';
import type { Profile } from '@careerhub/shared';
import type { CareerAnswers } from './careerAnswers';
import type { Progress } from './StepFrame';

/** What every wizard step receives from the wizard. */
export interface StepProps {
  title: string;
  profile: Profile;
  config: OptionsConfig;
  progress: Progress | null;
  answers: CareerAnswers;
  setAnswers: Dispatch<SetStateAction<CareerAnswers>>;
  /** Saves career answers on the user's group profile (created by the first save). */
  saveGroup: (body: GroupProfileInput) => Promise<void>;
  /** The organization picked in the organization step, if any. */
  organization: number | null;
  setOrganization: (id: number | null) => void;
  next: () => void;
  back: (() => void) | undefined;
  skippable: boolean;
}

/** The StepFrame props every saving step passes the same way. */
export function frameProps(
  props: Pick<StepProps, 'title' | 'progress' | 'back'>,
  save: { busy: boolean; formError: string | null },
) {
  return {
    title: props.title,
    progress: props.progress,
    onBack: props.back,
    busy: save.busy,
    formError: save.formError,
  };
}
