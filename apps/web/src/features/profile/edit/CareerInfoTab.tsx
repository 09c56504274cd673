import { LIMITS, PROFILE_TEXT, REASON_EXTRA_MAX_CHARS, VALIDATION, type OptionItem } from '@careerhub/shared';
import { useAppConfig } from '../../../app/providers/AppConfigProvider';
import { FormField } from '../../../components/ui/FormField';
import { SelectField } from '../../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../../components/ui/TagPicker';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { createTopic, searchInstitutions, searchTopics } from '../api';
import { fieldId, type FormTabProps } from './formProps';
import { visibility } from './profileForm';

const NOT_SET = 'Not set';
const asOptions = (items: ReadonlyArray<{ value: number | string; label: string }>) =>
  items.map((o) => ({ value: String(o.value), label: o.label }));

type ChoiceField = 'current_role' | 'job_function' | 'career_stage' | 'professional_field';
type ExtraField = 'career_stage_extra' | 'reason_to_join_extra' | 'professional_field_extra';

const TOPIC_PICKERS = [
  { field: 'skills', label: 'Skills', type: 'skill', limitMessage: VALIDATION.maxSkills },
  { field: 'topics', label: 'Topics', type: 'general', limitMessage: VALIDATION.maxTopics },
] as const;

async function addTopic(name: string, type: 'skill' | 'general'): Promise<TagItem | null> {
  try {
    return await createTopic(name, type);
  } catch (error) {
    notify(
      getErrorMessage(error, PROFILE_TEXT.couldNotAddItem(type === 'skill' ? 'skill' : 'topic')),
      'error',
    );
    return null;
  }
}

/** Career Info: current role, stage, field, reasons (with "Other" boxes), title, institution, skills, topics. */
export function CareerInfoTab({ form, values, errors, rules, set, disabled }: FormTabProps) {
  const { options } = useAppConfig();
  const shown = visibility(values, rules);
  const allowedStages = values.current_role ? options.role_stage_map[values.current_role] : undefined;
  const stages = options.career_stages.filter(
    (s) => !allowedStages || s.value === 0 || allowedStages.map(String).includes(String(s.value)),
  );

  function toggleReason(value: number, checked: boolean) {
    set(
      'reason_to_join',
      checked ? [...values.reason_to_join, value] : values.reason_to_join.filter((v) => v !== value),
    );
  }

  const choice = (field: ChoiceField, label: string, list: OptionItem[], then?: () => void) => (
    <SelectField
      id={fieldId(field)}
      label={label}
      placeholder={NOT_SET}
      options={asOptions(list)}
      value={values[field]}
      onChange={(e) => {
        set(field, e.target.value);
        then?.();
      }}
      error={errors[field]}
      disabled={disabled}
    />
  );
  // The "Other" text boxes; the reason and field boxes use the 50-character reading of the spec.
  const extra = (field: ExtraField, label: string, max: number) => (
    <FormField
      className={field === 'reason_to_join_extra' ? 'sm:col-span-2' : undefined}
      label={label}
      {...form.field(field)}
      hint={PROFILE_TEXT.charCount(values[field].trim().length, max)}
      disabled={disabled}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {choice('current_role', 'Current role', options.current_roles, () =>
        // A new role can allow other stages: the stage is chosen again (spec section 4).
        set('career_stage', ''),
      )}
      {shown.job_function && choice('job_function', 'Job function', options.job_functions)}
      {choice('career_stage', 'Career stage', stages, () =>
        // Changing the stage clears the reasons chosen for the old one.
        set('reason_to_join', []),
      )}
      {shown.career_stage_extra && extra('career_stage_extra', 'Your career stage', LIMITS.extraTextChars)}
      {choice('professional_field', 'Professional field', options.professional_fields)}
      {shown.professional_field_extra &&
        extra('professional_field_extra', 'Your professional field', REASON_EXTRA_MAX_CHARS)}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.reason_to_join ? `${fieldId('reason_to_join')}-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-text">Reasons to join</legend>
        <div id={fieldId('reason_to_join')} tabIndex={-1} className="grid gap-2 sm:grid-cols-2">
          {options.reason_to_join.map((reason) => {
            const value = Number(reason.value);
            return (
              <label key={value} className="flex items-center gap-2 text-sm text-text">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={values.reason_to_join.includes(value)}
                  onChange={(e) => toggleReason(value, e.target.checked)}
                  disabled={disabled}
                />
                {reason.label}
              </label>
            );
          })}
        </div>
        {errors.reason_to_join && (
          <p id={`${fieldId('reason_to_join')}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {errors.reason_to_join}
          </p>
        )}
      </fieldset>
      {shown.reason_to_join_extra &&
        extra('reason_to_join_extra', 'Your reason to join', REASON_EXTRA_MAX_CHARS)}
      <FormField
        className="sm:col-span-2"
        label="Title"
        {...form.field('title')}
        maxLength={LIMITS.title}
        disabled={disabled}
      />
      <div className="sm:col-span-2">
        <TagPicker
          id={fieldId('institution')}
          label="Institution"
          max={1}
          value={values.institution}
          onChange={(v) => set('institution', v)}
          loadSuggestions={searchInstitutions}
          loadErrorText={PROFILE_TEXT.couldNotFetchInstitution}
          error={errors.institution}
          disabled={disabled}
        />
      </div>
      {TOPIC_PICKERS.map(({ field, label, type, limitMessage }) => (
        <div key={field} className="sm:col-span-2">
          <TagPicker
            id={fieldId(field)}
            label={label}
            max={LIMITS[field]}
            limitMessage={limitMessage}
            value={values[field]}
            onChange={(v) => set(field, v)}
            loadSuggestions={(search, signal) => searchTopics(type, search, signal)}
            createItem={(name) => addTopic(name, type)}
            error={errors[field]}
            disabled={disabled}
          />
        </div>
      ))}
      {shown.career_advice && (
        <TextAreaField
          className="sm:col-span-2"
          label="Career advice"
          {...form.field('career_advice')}
          disabled={disabled}
        />
      )}
    </div>
  );
}
