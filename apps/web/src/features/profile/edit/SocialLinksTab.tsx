import { FormField } from '../../../components/ui/FormField';
import { fieldId, type FormTabProps } from './formProps';
import { SOCIAL_FIELDS } from './profileForm';

/** Social Links: the six networks of spec section 9, each a full https:// address. */
export function SocialLinksTab({ values, errors, set, disabled }: FormTabProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_FIELDS.map(([field, label]) => (
        <FormField
          key={field}
          id={fieldId(field)}
          type="url"
          inputMode="url"
          label={label}
          placeholder="https://"
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          error={errors[field]}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
