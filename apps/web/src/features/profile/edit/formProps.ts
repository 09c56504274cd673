import type { FieldErrors } from '../../../components/form/validate';
import type { ZodForm } from '../../../components/form';
import type { FormRules, ProfileField, ProfileFormValues } from './profileForm';

/** The edit dialog's react-hook-form form, checked by the shared profile and group-profile schemas. */
export type ProfileForm = ZodForm<ProfileFormValues, ProfileFormValues>;

/** What each form tab of the edit dialog receives. */
export interface FormTabProps {
  /** Text inputs bind to it (`form.field(name)`); pickers and choices use `values` and `set`. */
  form: ProfileForm;
  values: ProfileFormValues;
  errors: FieldErrors<ProfileField>;
  rules: FormRules;
  set: <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => void;
  disabled: boolean;
}

/** The form's id prefix: a field's input is `profile-edit-<field>`, focused when it has the first error. */
export const FORM_ID = 'profile-edit';
export const fieldId = (field: ProfileField) => `${FORM_ID}-${field}`;
