import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_TEXT as T,
  type GroupProfileInput,
  type Identity,
  type OptionsConfig,
  type Profile,
} from '@careerhub/shared';
import { buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { api } from '../../lib/api';
import { IDENTITY_KEY } from '../auth/identity';
import { safeNextPath } from '../auth/loginForm';
import { OWN_PROFILE_KEY, saveGroupProfile, useOwnProfile } from './api';
import { answersFromGroupProfile, type CareerAnswers } from './careerAnswers';
import { completionOf } from './completion';
import type { Progress } from './StepFrame';
import type { StepProps } from './stepProps';
import { AiExperienceStep } from './steps/AiExperienceStep';
import { AlmostCompleteStep } from './steps/AlmostCompleteStep';
import { CareerInfoStep } from './steps/CareerInfoStep';
import { CurrentRoleStep } from './steps/CurrentRoleStep';
import { DoneCard } from './steps/DoneCard';
import { ImportDoneScreen } from './steps/ImportDoneScreen';
import { ImportStep } from './steps/ImportStep';
import { OrganizationStep } from './steps/OrganizationStep';
import { PersonalInfoStep } from './steps/PersonalInfoStep';
import { SkillsTopicsStep } from './steps/SkillsTopicsStep';
import { SocialStep } from './steps/SocialStep';
import { StartStep, type StartChoice } from './steps/StartStep';
import { UniversityStep } from './steps/UniversityStep';
import { buildStepSet, countedSteps, type StepId } from './wizardSteps';
import { WizardSkeleton } from './WizardSkeleton';

function Page({ children }: { children: ReactNode }) {
  return <div className="flex w-full flex-1 flex-col px-4 py-8 sm:px-6 lg:py-12">{children}</div>;
}

/** The registration wizard (spec section 4): the steps follow from what the profile misses. */
export default function OnboardingPage() {
  const config = useAppConfig();
  const profile = useOwnProfile();
  if (profile.isPending)
    return (
      <Page>
        <WizardSkeleton />
      </Page>
    );
  if (profile.isError)
    return (
      <Page>
        <ErrorState
          title="We could not load your profile."
          description="Please refresh the page to try again."
        />
      </Page>
    );
  // Keyed by user: the step set is decided once, from the profile as it was when the wizard opened.
  return (
    <Page>
      <Wizard key={profile.data.id} profile={profile.data} config={config} />
    </Page>
  );
}

const STEP_COMPONENTS: Record<Exclude<StepId, 'start' | 'almost_complete'>, (p: StepProps) => ReactNode> = {
  organization: OrganizationStep,
  current_role: CurrentRoleStep,
  career_info: CareerInfoStep,
  university: UniversityStep,
  ai_experience: AiExperienceStep,
  personal_info: PersonalInfoStep,
  skills_topics: SkillsTopicsStep,
  social: SocialStep,
};

function Wizard({ profile, config }: { profile: Profile; config: OptionsConfig }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [steps] = useState(() =>
    buildStepSet(completionOf(profile, config.ui.institutional).missing, config.ui),
  );
  const [index, setIndex] = useState(0);
  const [importing, setImporting] = useState<'linkedin' | 'resume' | 'done' | null>(null);
  const [answers, setAnswers] = useState<CareerAnswers>(() => answersFromGroupProfile(profile.group_profile));
  const [groupProfileId, setGroupProfileId] = useState<number | null>(profile.group_profile?.id ?? null);
  const [organization, setOrganization] = useState<number | null>(profile.group_profile?.group ?? null);

  if (steps.length === 0) return <AlreadyComplete />;
  if (importing === 'done') return <ImportDoneScreen profileSlug={profile.name_slug} />;
  if (importing)
    return (
      <ImportStep
        key={importing}
        kind={importing}
        userId={profile.id}
        onBack={() => setImporting(null)}
        onUseForm={() => {
          setImporting(null);
          setIndex(1);
        }}
        onImported={() => setImporting('done')}
        onUseResume={() => setImporting('resume')}
      />
    );

  const step = steps[index]!;
  const counted = countedSteps(steps);
  const position = counted.findIndex((s) => s.id === step.id);
  const progress: Progress | null =
    position < 0
      ? null
      : { current: position + 1, total: counted.length, titles: counted.map((s) => s.title) };
  const next = () => setIndex((i) => Math.min(i + 1, steps.length - 1));
  const back = index > 0 ? () => setIndex((i) => i - 1) : undefined;

  async function saveGroup(body: GroupProfileInput) {
    const saved = await saveGroupProfile(groupProfileId, body);
    setGroupProfileId(saved.id);
  }

  async function finish() {
    // The guards read identity: it must know the profile is complete before we leave.
    const fresh = await api.get<Identity>('/identity/');
    queryClient.setQueryData(IDENTITY_KEY, fresh);
    await queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    void navigate(safeNextPath(search.get('next')), { replace: true });
  }

  if (step.id === 'start')
    return (
      <StartStep onChoose={(choice: StartChoice) => (choice === 'form' ? next() : setImporting(choice))} />
    );

  const props: StepProps = {
    title: step.title,
    profile,
    config,
    progress,
    answers,
    setAnswers,
    saveGroup,
    organization,
    setOrganization,
    next,
    back,
    skippable: step.skippable,
  };
  if (step.id === 'almost_complete') return <AlmostCompleteStep {...props} onFinish={finish} />;
  const Step = STEP_COMPONENTS[step.id];
  return <Step key={step.id} {...props} />;
}

function AlreadyComplete() {
  return (
    <DoneCard title={T.complete} text={T.completeText}>
      <Link to="/" className={buttonClasses('primary')}>
        Go to Home
      </Link>
    </DoneCard>
  );
}
