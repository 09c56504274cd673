import { useState } from 'react';
import { VALIDATION, extraInfoSchema } from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
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

/** Institutional sites: the institution and its university fields; department is required. */
export function UniversityStep(props: StepProps) {
  const institutions = useGroupChoices('institution', ['institution']);
  const stored = props.profile.group_profile?.extra_info ?? {};
  const [institution, setInstitution] = useState(props.profile.institution_name ?? '');
  const [values, setValues] = useState<Record<Field, string>>({
    affiliation: stored.affiliation ?? '',
    college: stored.college ?? '',
    department: stored.department ?? '',
    uni_batch: stored.uni_batch ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useStepSave();

  async function submit() {
    const checked = validateForm(extraInfoSchema, values);
    const found: Record<string, string> = 'errors' in checked ? { ...checked.errors } : {};
    if (!values.department.trim()) found.department = VALIDATION.required;
    if (!institution.trim()) found.institution = VALIDATION.required;
    setErrors(found);
    if (Object.keys(found).length) return save.invalid();
    // A known institution is sent by id; a new name is created by the server first.
    const known = institutions.data?.find((i) => i.name.toLowerCase() === institution.trim().toLowerCase());
    const ok = await save.run(async () => {
      await updateProfile({ institution: known?.id ?? institution.trim() });
      await props.saveGroup({ group: props.organization, extra_info: values });
    });
    if (ok) props.next();
  }

  const error = (field: string) =>
    errors[field] ?? save.serverErrors[field] ?? save.serverErrors[`extra_info.${field}`];
  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Your university details connect you with your institution's community."
      onSubmit={() => void submit()}
    >
      <FormField
        id="onboarding-institution"
        label="Institution"
        required
        list="onboarding-institutions"
        autoComplete="off"
        value={institution}
        onChange={(e) => setInstitution(e.target.value)}
        hint="Required. Choose from the list or type the name of your institution."
        error={error('institution')}
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
            id={`onboarding-${f.name}`}
            label={f.label}
            required={'required' in f}
            hint={'hint' in f ? f.hint : undefined}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            error={error(f.name)}
          />
        ))}
      </div>
    </StepFrame>
  );
}
