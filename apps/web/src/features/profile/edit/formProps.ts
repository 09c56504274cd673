import type { FieldErrors } from '../../../components/form/validate';
import type { FormRules, ProfileField, ProfileFormValues } from './profileForm';

/** What each form tab of the edit dialog receives. */
export interface FormTabProps {
  values: ProfileFormValues;
  errors: FieldErrors<ProfileField>;
  rules: FormRules;
  set: <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => void;
  disabled: boolean;
}

/** The id of a field's input; the dialog focuses it when the field has the first error. */
export const fieldId = (field: ProfileField) => `profile-edit-${field}`;
