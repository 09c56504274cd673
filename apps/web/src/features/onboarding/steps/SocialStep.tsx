import { profileUpdateSchema } from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
import { useZodForm } from '../../../components/form';
import { updateProfile } from '../api';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';
import { isEmptyForm } from '../wizardSteps';

const SITES = [
  { name: 'social_linkedin', label: 'LinkedIn' },
  { name: 'social_twitter', label: 'Twitter' },
  { name: 'social_google_scholar', label: 'Google Scholar' },
  { name: 'social_research_gate', label: 'ResearchGate' },
  { name: 'social_orcid', label: 'ORCID' },
  { name: 'social_facebook', label: 'Facebook' },
] as const;
type Site = (typeof SITES)[number]['name'];

const schema = profileUpdateSchema.pick({
  social_linkedin: true,
  social_twitter: true,
  social_google_scholar: true,
  social_research_gate: true,
  social_orcid: true,
  social_facebook: true,
});

/** Optional links to the six social sites; all empty just moves on. */
export function SocialStep(props: StepProps) {
  const form = useZodForm(
    schema,
    Object.fromEntries(SITES.map((s) => [s.name, props.profile[s.name] ?? ''])) as Record<Site, string>,
    'onboarding',
  );
  const save = useStepSave({ form });
  const send = form.handleSubmit(async (data) => {
    if (await save.run(() => updateProfile(data))) props.next();
  }, save.invalid);
  // All empty just moves on, without a check.
  const submit = () => (isEmptyForm(form.getValues()) ? props.next() : void send());

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Optional: where else people can find you. Addresses start with https://."
      onSubmit={submit}
      onSkip={props.next}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {SITES.map((site) => (
          <FormField
            key={site.name}
            type="url"
            inputMode="url"
            label={site.label}
            placeholder="https://"
            {...form.field(site.name)}
          />
        ))}
      </div>
    </StepFrame>
  );
}
