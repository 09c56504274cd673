import { FormField } from '../../../components/ui/FormField';
import type { FormTabProps } from './formProps';
import { SOCIAL_FIELDS } from './profileForm';

/** Social Links: the six networks of spec section 9, each a full https:// address. */
export function SocialLinksTab({ form, disabled }: FormTabProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_FIELDS.map(([field, label]) => (
        <FormField
          key={field}
          type="url"
          inputMode="url"
          label={label}
          placeholder="https://"
          {...form.field(field)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
