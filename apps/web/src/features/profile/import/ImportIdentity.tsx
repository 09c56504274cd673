import { PROFILE_IMPORT_TEXT as T, type ImportedIdentity } from '@careerhub/shared';
import type { NameField } from './importChoice';

interface ImportIdentityProps {
  identity: ImportedIdentity;
  fields: NameField[];
  kept: ReadonlySet<NameField>;
  disabled?: boolean;
  onToggle: (field: NameField, kept: boolean) => void;
}

/** The resume's names, offered only because the account has none yet; each can be declined. */
export function ImportIdentity({ identity, fields, kept, disabled, onToggle }: ImportIdentityProps) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1.5 rounded-xl border border-border p-3 text-sm">
      <legend className="px-1 font-semibold text-text">{T.identityTitle}</legend>
      <p className="text-xs text-muted">{T.identityHint}</p>
      {fields.map((field) => (
        <label key={field} className="flex cursor-pointer items-center gap-2 text-text">
          <input
            type="checkbox"
            checked={kept.has(field)}
            disabled={disabled}
            onChange={(e) => onToggle(field, e.target.checked)}
            className="size-4 shrink-0 accent-primary"
          />
          <span>
            {T.identityFields[field]}: <span className="font-medium">{identity[field]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
