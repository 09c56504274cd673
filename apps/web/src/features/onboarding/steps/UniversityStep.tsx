import { VALIDATION, extraInfoSchema } from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
import { useZodForm, type FormCheck } from '../../../components/form';
import { validateForm } from '../../../components/form/validate';
import { updateProfile, useGroupChoices } from '../api';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

const FIELDS = [
  { name: 'affiliation', label: 'Affiliation', hint: 'For example student, faculty, staff or alumni.' },
  { name: 'college', label: 'College' },
  { name: 'department', label: 'Department', hint: 'Required.', required: true },
  { name: 'uni_batch', label: 'Batch', hint: 'Your year of entry or graduation.' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

type Values = Record<Field | 'institution', string>;

/** The shared extra-info rules; the institution and the department are required here. */
const check: FormCheck<Values, Values> = (values) => {
  const { institution, ...fields } = values;
  const checked = validateForm(extraInfoSchema, fields);
  const found: Record<string, string | undefined> = 'errors' in checked ? { ...checked.errors } : {};
  if (!values.department.trim()) found.department = VALIDATION.required;
  if (!institution.trim()) found.institution = VALIDATION.required;
  return Object.keys(found).length ? { errors: found } : { data: values };
};

/** Institutional sites: the institution and its university fields; department is required. */
export function UniversityStep(props: StepProps) {
  const institutions = useGroupChoices('institution', ['institution']);
  const stored = props.profile.group_profile?.extra_info ?? {};
  const form = useZodForm(
    check,
    {
      institution: props.profile.institution_name ?? '',
      affiliation: stored.affiliation ?? '',
      college: stored.college ?? '',
      department: stored.department ?? '',
      uni_batch: stored.uni_batch ?? '',
    },
    'onboarding',
  );
  const save = useStepSave({
    form,
    rename: Object.fromEntries(FIELDS.map((f) => [`extra_info.${f.name}`, f.name])),
  });

  const submit = form.handleSubmit(async ({ institution, ...extra_info }) => {
    // A known institution is sent by id; a new name is created by the server first.
    const name = institution.trim();
    const known = institutions.data?.find((i) => i.name.toLowerCase() === name.toLowerCase());
    const ok = await save.run(async () => {
      await updateProfile({ institution: known?.id ?? name });
      await props.saveGroup({ group: props.organization, extra_info });
    });
    if (ok) props.next();
  }, save.invalid);

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Your university details connect you with your institution's community."
      onSubmit={() => void submit()}
    >
      <FormField
        label="Institution"
        required
        list="onboarding-institutions"
        autoComplete="off"
        {...form.field('institution')}
        hint="Required. Choose from the list or type the name of your institution."
      />
      <datalist id="onboarding-institutions">
        {institutions.data?.map((i) => (
          <option key={i.id} value={i.name} />
        ))}
      </datalist>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            label={f.label}
            required={'required' in f}
            hint={'hint' in f ? f.hint : undefined}
            {...form.field(f.name)}
          />
        ))}
      </div>
    </StepFrame>
  );
}
