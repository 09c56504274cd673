import { z } from 'zod';
import { BRAND_KEYS, CAREER_GOALS } from './constants.js';
import { VALIDATION } from './messages.js';
import { OPTION_KEYS, OPTION_LIST_KEYS, optionsSchema, type OptionListKey } from './options.js';
import { uiSettingsSchema } from './brands.js';

/**
 * Staff settings (issue 23 item 6): the brand of the requesting host (name, landing text,
 * assistant greeting, theme colours, feature flags) and the app options, edited from the admin
 * dashboard and applied without a restart. The spec names no texts here but the toast.
 */
export const SETTINGS_LIMITS = {
  name: 60,
  landingTitle: 120,
  landingSubtitle: 300,
  ctaLabel: 30,
  greeting: 500,
  optionLabel: 120,
  optionDescription: 300,
  optionItems: 200,
} as const;

export const SETTINGS_TEXT = {
  menu: 'Settings',
  title: 'Site settings',
  intro: (brand: string, hosts: string) =>
    `What visitors of ${brand} (${hosts}) see: saved changes apply at once, on every server.`,
  brand: 'Brand',
  brandHint: 'The name, the landing page and the assistant greeting.',
  name: 'Site name',
  landingTitle: 'Landing title',
  landingSubtitle: 'Landing text',
  ctaLabel: 'Call to action label',
  greeting: 'Assistant greeting',
  theme: 'Theme',
  themeHint: 'Colours as #rrggbb. The preview shows them before you save.',
  primary: 'Primary colour',
  primaryForeground: 'Text on primary',
  primarySoft: 'Soft primary (highlights)',
  accent: 'Secondary colour',
  preview: 'Preview',
  previewButton: 'Get Started',
  previewLink: 'A highlighted menu item',
  contrastOk: (ratio: string) => `Contrast of text on the primary colour: ${ratio}:1 (passes WCAG AA).`,
  contrastLow: (ratio: string) =>
    `Text on the primary colour has a contrast of ${ratio}:1, below the 4.5:1 WCAG AA asks for. Pick a darker primary colour or another text colour.`,
  features: 'Features',
  featuresHint: 'What the menus and the sign-up offer on this site.',
  showJobMenu: 'Show the job board (menu, Job Board tab, job favorites)',
  showConnectMenu: 'Show the Community menu (organizations, people, events)',
  primaryFocus: 'Home page focus',
  focusLabels: {
    both: 'Both: AI skills and career development',
    learn_ai_skills: 'Learn AI skills',
    career_development: 'Career development',
  } satisfies Record<(typeof CAREER_GOALS)[number], string>,
  quickRegistration: 'Quick registration (short sign-up wizard)',
  save: 'Save',
  reset: 'Discard changes',
  saved: 'Settings saved',
  lastSaved: (when: string, who: string | null) => `Last saved ${when}${who ? ` by ${who}` : ''}.`,
  neverSaved: 'Not changed since installation: the values come from the brands file.',
  loadFailed: 'The settings could not be loaded.',
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'Your changes to the settings are not saved yet.',
  leave: 'Leave',
  stay: 'Stay',
  staffOnlyScreen: 'Sorry, You do not have access to use this feature',
  options: 'App options',
  optionsHint:
    'The choices members pick from in sign-up, profiles, jobs and the AI catalogue. A choice keeps its value when renamed, so members who picked it keep it.',
  optionList: 'Option list',
  optionsLocked: 'Save or discard the changes to this list to edit another one.',
  optionNames: {
    career_stages: 'Career stages',
    interested_services: 'Services members are interested in',
    professional_fields: 'Professional fields',
    organization_types: 'Organization types',
    reason_to_join: 'Reasons to join',
    career_commitment: 'Time for career growth',
    current_roles: 'Current roles',
    job_functions: 'Job functions',
    usecase_categories: 'AI use case categories',
    aitool_categories: 'AI tool categories',
  } satisfies Record<OptionListKey, string>,
  choiceLabel: (n: number) => `Choice ${n} label`,
  choiceDescription: (n: number) => `Choice ${n} description (optional)`,
  choiceValue: (value: string | number) => `value ${value}`,
  newChoice: 'new',
  moveUp: (label: string) => `Move ${label || 'this choice'} up`,
  moveDown: (label: string) => `Move ${label || 'this choice'} down`,
  removeChoice: (label: string) => `Remove ${label || 'this choice'}`,
  addChoice: 'Add a choice',
  choicesCount: (n: number) => `${n} ${n === 1 ? 'choice' : 'choices'}`,
  saveOptions: 'Save options',
  resetOptions: 'Reset to defaults',
  resetTitle: 'Reset this list to the defaults?',
  resetBody: (name: string) =>
    `${name} goes back to the choices the platform was installed with. Choices added or renamed since are lost; members keep what they picked.`,
  cancel: 'Cancel',
  optionsLoadFailed: 'The option lists could not be loaded.',
} as const;

export const SETTINGS_MESSAGES = {
  saved: SETTINGS_TEXT.saved,
  staffOnly: 'Only staff can change the site settings.',
  colour: 'Enter a colour as # and six hexadecimal digits, like #0f766e.',
  optionsSaved: 'Options saved',
  optionsReset: 'Options reset to the defaults',
  optionsEmpty: 'Keep at least one choice in the list.',
  optionsTooMany: `A list holds at most ${SETTINGS_LIMITS.optionItems} choices.`,
  duplicateValue: 'Each choice needs its own value.',
  duplicateLabel: 'This label is already in the list.',
} as const;

const text = (max: number, required = true) => {
  const base = z
    .string({ error: VALIDATION.required })
    .trim()
    .max(max, { error: VALIDATION.tooLong(max) });
  return required ? base.min(1, { error: VALIDATION.required }) : base;
};
const hex = z
  .string({ error: SETTINGS_MESSAGES.colour })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: SETTINGS_MESSAGES.colour });

/** The settings' shape; colours as sent (`hex`) or lower-cased on the way in. */
const settingsShape = (colour: typeof hex | z.ZodPipe<typeof hex, z.ZodTransform<string, string>>) =>
  z.strictObject({
    name: text(SETTINGS_LIMITS.name),
    landing_page_content: z.strictObject({
      title: text(SETTINGS_LIMITS.landingTitle),
      subtitle: text(SETTINGS_LIMITS.landingSubtitle, false),
      cta_label: text(SETTINGS_LIMITS.ctaLabel),
    }),
    assistant_greeting: text(SETTINGS_LIMITS.greeting),
    theme: z.strictObject({
      primary: colour,
      primaryForeground: colour,
      primarySoft: colour,
      accent: colour,
      background: colour,
      surface: colour,
      text: colour,
      muted: colour,
    }),
    flags: z.strictObject({
      show_job_menu: z.boolean({ error: VALIDATION.expectedBoolean }),
      show_connect_menu: z.boolean({ error: VALIDATION.expectedBoolean }),
      primary_focus: z.enum(CAREER_GOALS, { error: VALIDATION.invalidValue }),
      registration_speed: z.enum(['quick'], { error: VALIDATION.invalidValue }).nullable(),
    }),
  });

/** PUT /brand-settings/: every editable value of the host's brand. */
export const brandSettingsSchema = settingsShape(hex.transform((value) => value.toLowerCase()));
/** The same values in an answer (no transform: answers are checked, not converted). */
export const brandSettingsValuesSchema = settingsShape(hex);
export type BrandSettingsInput = z.input<typeof brandSettingsSchema>;
export type BrandSettings = z.output<typeof brandSettingsSchema>;

/** GET /brand-settings/: the values in force, the brands file's (what a reset returns to), who saved last. */
export const brandSettingsStateSchema = z.object({
  brand_key: z.enum(BRAND_KEYS),
  hosts: z.array(z.string()),
  settings: brandSettingsValuesSchema,
  defaults: brandSettingsValuesSchema,
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
});
export type BrandSettingsState = z.infer<typeof brandSettingsStateSchema>;

/** PUT /brand-settings/ answers the new state and the host's options-config `ui`, for the app to apply at once. */
export const brandSettingsSavedSchema = brandSettingsStateSchema.extend({
  message: z.string(),
  ui: uiSettingsSchema,
});
export type BrandSettingsSaved = z.infer<typeof brandSettingsSavedSchema>;

/** PUT /options-config/{key}/: one option list, map or form of the app configuration. */
export const optionKeyParams = z.object({ key: z.enum(OPTION_KEYS, { error: VALIDATION.invalidValue }) });
export const optionUpdateSchema = z.strictObject({ value: z.unknown() });
export const optionSavedSchema = z.object({
  message: z.string(),
  key: z.enum(OPTION_KEYS),
  value: z.unknown(),
});
/** A choice as staff save it: a label to show, the value profiles keep, an optional description. */
const optionChoiceSchema = z.strictObject({
  value: z.union([z.number().int().min(0), z.string().trim().min(1).max(60)], {
    error: VALIDATION.invalidValue,
  }),
  label: text(SETTINGS_LIMITS.optionLabel),
  description: text(SETTINGS_LIMITS.optionDescription, false).optional(),
});

/** PUT options-config/{list}/: one to 200 choices, no value or label twice. */
export const optionListValueSchema = z
  .array(optionChoiceSchema)
  .min(1, { error: SETTINGS_MESSAGES.optionsEmpty })
  .max(SETTINGS_LIMITS.optionItems, { error: SETTINGS_MESSAGES.optionsTooMany })
  .superRefine((items, ctx) => {
    const values = new Set<string>();
    const labels = new Set<string>();
    items.forEach((item, i) => {
      const value = `${typeof item.value}:${item.value}`;
      if (values.has(value))
        ctx.addIssue({ code: 'custom', path: [i, 'value'], message: SETTINGS_MESSAGES.duplicateValue });
      values.add(value);
      const label = item.label.toLocaleLowerCase();
      if (labels.has(label))
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: SETTINGS_MESSAGES.duplicateLabel });
      labels.add(label);
    });
  });

const isListKey = (key: string): key is OptionListKey =>
  (OPTION_LIST_KEYS as readonly string[]).includes(key);

/** The schema a value of each option key must meet (certification questions may not be removed). */
export const optionValueSchema = (key: (typeof OPTION_KEYS)[number]) =>
  isListKey(key)
    ? optionListValueSchema
    : key === 'certification_questions'
      ? optionsSchema.shape.certification_questions.unwrap()
      : optionsSchema.shape[key];

/** sRGB relative luminance of #rrggbb (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21); NaN when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(a) || !/^#[0-9a-fA-F]{6}$/.test(b)) return Number.NaN;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const WCAG_AA_TEXT = 4.5;
