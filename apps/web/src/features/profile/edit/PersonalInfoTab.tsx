import { LIMITS, PROFILE_TEXT } from '@careerhub/shared';
import { ComboboxField } from '../../../components/ui/ComboboxField';
import { FormField } from '../../../components/ui/FormField';
import { countryOptions, languageOptions } from '../../../lib/geo';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { fieldId, type FormTabProps } from './formProps';
import { charsUsed, wordsUsed, type ProfileField } from './profileForm';

type TextField = Extract<ProfileField, 'first_name' | 'last_name' | 'location'>;
const LINES: Array<[TextField, string, string]> = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['location', 'Location', 'address-level2'],
];
/** Chosen from ISO lists (stored as codes, named in the reader's language). */
const LISTS: Array<['country' | 'prefered_language', string, () => ReturnType<typeof countryOptions>]> = [
  ['country', 'Country', countryOptions],
  ['prefered_language', 'Preferred language', languageOptions],
];

type LongField = Extract<
  ProfileField,
  'short_bio' | 'career_story' | 'specific_needs' | 'additional_career_information'
>;
/** The limited boxes with their live counters (spec section 9 limits). */
const BOXES: Array<[LongField, string, (value: string) => string]> = [
  ['short_bio', 'Short bio', (v) => PROFILE_TEXT.wordCount(wordsUsed(v), LIMITS.bioWords)],
  ['career_story', 'Career story', (v) => PROFILE_TEXT.wordCount(wordsUsed(v), LIMITS.storyWords)],
  [
    'specific_needs',
    'Specific needs',
    (v) => PROFILE_TEXT.charCount(charsUsed(v), LIMITS.specificNeedsChars),
  ],
  [
    'additional_career_information',
    'Additional career information',
    (v) => PROFILE_TEXT.wordCount(wordsUsed(v), LIMITS.additionalInfoWords),
  ],
];

/** Personal Info: names, where, language, and the long texts with their word or character limits. */
export function PersonalInfoTab({ form, values, errors, set, disabled }: FormTabProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LINES.map(([field, label, autoComplete]) => (
        <FormField
          key={field}
          label={label}
          autoComplete={autoComplete}
          {...form.field(field)}
          disabled={disabled}
        />
      ))}
      {LISTS.map(([field, label, options]) => (
        <ComboboxField
          key={field}
          id={fieldId(field)}
          label={label}
          options={options()}
          value={values[field]}
          onChange={(value) => set(field, value)}
          error={errors[field]}
          disabled={disabled}
        />
      ))}
      {BOXES.map(([field, label, counter]) => (
        <TextAreaField
          key={field}
          className="sm:col-span-2"
          label={label}
          {...form.field(field)}
          hint={counter(values[field])}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
