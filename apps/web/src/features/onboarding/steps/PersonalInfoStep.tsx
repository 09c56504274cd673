import { useState } from 'react';
import { VALIDATION, profileUpdateSchema } from '@careerhub/shared';
import { ComboboxField } from '../../../components/ui/ComboboxField';
import { FormField } from '../../../components/ui/FormField';
import { countryOptions, languageOptions } from '../../../lib/geo';
import { validateForm } from '../../../components/form/validate';
import { updateProfile } from '../api';
import { TextAreaField } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

const schema = profileUpdateSchema.pick({
  first_name: true,
  last_name: true,
  title: true,
  country: true,
  prefered_language: true,
  short_bio: true,
});

const TEXT_FIELDS = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'title', label: 'Headline', hint: 'For example Data Analyst at Acme.', className: 'sm:col-span-2' },
] as const;
/** Chosen from ISO lists: the profile stores the code, the list names it in the reader's language. */
const LIST_FIELDS = [
  { name: 'country', label: 'Country', options: countryOptions },
  { name: 'prefered_language', label: 'Preferred language', options: languageOptions },
] as const;

/** The one brand whose diaspora members must name their country of origin (spec section 5). */
export const COUNTRY_OF_ORIGIN_REQUIRED_BRAND = 'connectdiaspora';

/** Name, headline, country, language and short bio; diaspora sites add the country of origin. */
export function PersonalInfoStep(props: StepProps) {
  const { profile, config } = props;
  const diaspora = config.ui.diaspora;
  const originRequired = diaspora && config.ui.brand_key === COUNTRY_OF_ORIGIN_REQUIRED_BRAND;
  const [values, setValues] = useState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    title: profile.title ?? '',
    country: profile.country ?? '',
    prefered_language: profile.prefered_language ?? '',
    short_bio: profile.short_bio ?? '',
  });
  const [origin, setOrigin] = useState(profile.group_profile?.extra_info.country_of_origin ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useStepSave();
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit() {
    const checked = validateForm(schema, values);
    const found: Record<string, string> = 'errors' in checked ? { ...checked.errors } : {};
    if (originRequired && !origin.trim()) found.country_of_origin = VALIDATION.required;
    setErrors(found);
    if (Object.keys(found).length || !('data' in checked)) return save.invalid();
    const ok = await save.run(async () => {
      await updateProfile(checked.data);
      if (diaspora && origin.trim())
        await props.saveGroup({ extra_info: { country_of_origin: origin.trim() } });
    });
    if (ok) props.next();
  }

  const error = (field: string) =>
    errors[field] ?? save.serverErrors[field] ?? save.serverErrors[`extra_info.${field}`];
  return (
    <StepFrame
      {...frameProps(props, save)}
      description="How other members will see you."
      onSubmit={() => void submit()}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, ...field }) => (
          <FormField
            key={name}
            id={`onboarding-${name}`}
            {...field}
            value={values[name]}
            onChange={set(name)}
            error={error(name)}
          />
        ))}
        {LIST_FIELDS.map(({ name, label, options }) => (
          <ComboboxField
            key={name}
            id={`onboarding-${name}`}
            label={label}
            options={options()}
            value={values[name]}
            onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            error={error(name)}
          />
        ))}
        {diaspora && (
          <FormField
            id="onboarding-country_of_origin"
            label="Country of origin"
            required={originRequired}
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            error={error('country_of_origin')}
            className="sm:col-span-2"
          />
        )}
      </div>
      <TextAreaField
        id="onboarding-short_bio"
        label="Short bio"
        hint="Up to 400 words."
        value={values.short_bio}
        onChange={set('short_bio')}
        error={error('short_bio')}
      />
    </StepFrame>
  );
}
