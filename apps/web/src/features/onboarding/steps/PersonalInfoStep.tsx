import { VALIDATION, profileUpdateSchema, type ProfileUpdate } from '@careerhub/shared';
import { useZodForm, type FormCheck } from '../../../components/form';
import { validateForm } from '../../../components/form/validate';
import { ComboboxField } from '../../../components/ui/ComboboxField';
import { FormField } from '../../../components/ui/FormField';
import { countryOptions, languageOptions } from '../../../lib/geo';
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

interface PersonalValues {
  first_name: string;
  last_name: string;
  title: string;
  country: string;
  prefered_language: string;
  short_bio: string;
  country_of_origin: string;
}
interface PersonalData {
  profile: ProfileUpdate;
  origin: string;
}

/** The shared profile rules, plus the country of origin where the brand requires it. */
const personalCheck =
  (originRequired: boolean): FormCheck<PersonalValues, PersonalData> =>
  ({ country_of_origin, ...values }) => {
    const checked = validateForm(schema, values);
    const origin = country_of_origin.trim();
    if ('data' in checked && (origin || !originRequired)) return { data: { profile: checked.data, origin } };
    const errors: Record<string, string | undefined> = 'errors' in checked ? { ...checked.errors } : {};
    if (originRequired && !origin) errors.country_of_origin = VALIDATION.required;
    return { errors };
  };

/** Name, headline, country, language and short bio; diaspora sites add the country of origin. */
export function PersonalInfoStep(props: StepProps) {
  const { profile, config } = props;
  const diaspora = config.ui.diaspora;
  const originRequired = diaspora && config.ui.brand_key === COUNTRY_OF_ORIGIN_REQUIRED_BRAND;
  const form = useZodForm(
    personalCheck(originRequired),
    {
      first_name: profile.first_name,
      last_name: profile.last_name,
      title: profile.title ?? '',
      country: profile.country ?? '',
      prefered_language: profile.prefered_language ?? '',
      short_bio: profile.short_bio ?? '',
      country_of_origin: profile.group_profile?.extra_info.country_of_origin ?? '',
    },
    'onboarding',
  );
  const save = useStepSave({ form, rename: { 'extra_info.country_of_origin': 'country_of_origin' } });
  const values = form.watch();

  const submit = form.handleSubmit(async ({ profile: body, origin }) => {
    const ok = await save.run(async () => {
      await updateProfile(body);
      if (diaspora && origin) await props.saveGroup({ extra_info: { country_of_origin: origin } });
    });
    if (ok) props.next();
  }, save.invalid);

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="How other members will see you."
      onSubmit={() => void submit()}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, ...field }) => (
          <FormField key={name} {...field} {...form.field(name)} />
        ))}
        {LIST_FIELDS.map(({ name, label, options }) => (
          <ComboboxField
            key={name}
            id={`onboarding-${name}`}
            label={label}
            options={options()}
            value={values[name]}
            onChange={(value) => {
              form.setValue(name, value);
              form.clearOnEdit(name);
            }}
            error={form.errorOf(name)}
          />
        ))}
        {diaspora && (
          <FormField
            label="Country of origin"
            required={originRequired}
            {...form.field('country_of_origin')}
            className="sm:col-span-2"
          />
        )}
      </div>
      <TextAreaField label="Short bio" hint="Up to 400 words." {...form.field('short_bio')} />
    </StepFrame>
  );
}
