import { useState } from 'react';
import { profileUpdateSchema } from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
import { validateForm } from '../../../components/form/validate';
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
  const [values, setValues] = useState<Record<Site, string>>(
    () => Object.fromEntries(SITES.map((s) => [s.name, props.profile[s.name] ?? ''])) as Record<Site, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useStepSave();

  async function submit() {
    if (isEmptyForm(values)) return props.next();
    const checked = validateForm(schema, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return save.invalid();
    }
    setErrors({});
    if (await save.run(() => updateProfile(checked.data))) props.next();
  }

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Optional: where else people can find you. Addresses start with https://."
      onSubmit={() => void submit()}
      onSkip={props.next}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {SITES.map((site) => (
          <FormField
            key={site.name}
            id={`onboarding-${site.name}`}
            type="url"
            inputMode="url"
            label={site.label}
            placeholder="https://"
            value={values[site.name]}
            onChange={(e) => setValues((v) => ({ ...v, [site.name]: e.target.value }))}
            error={errors[site.name] ?? save.serverErrors[site.name]}
          />
        ))}
      </div>
    </StepFrame>
  );
}
