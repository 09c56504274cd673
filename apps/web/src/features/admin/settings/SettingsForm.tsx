import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import {
  CAREER_GOALS,
  SETTINGS_LIMITS as L,
  SETTINGS_TEXT as T,
  brandSettingsSchema,
  type BrandSettings,
  type BrandSettingsInput,
  type BrandSettingsState,
} from '@careerhub/shared';
import { focusFirstInvalid, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { SelectField } from '../../../components/ui/SelectField';
import { Switch } from '../../../components/ui/Switch';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { getErrorMessage, getFieldErrors } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSaveBrandSettings } from './api';
import { ThemeFields } from './ThemeFields';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A titled card of the settings page. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold text-text">
          {title}
        </h2>
        <p className="text-sm text-muted">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/** The settings form: Brand, Theme and Features sections, Save and Discard, the unsaved-changes guard. */
export function SettingsForm({ state }: { state: BrandSettingsState }) {
  const form = useZodForm<BrandSettingsInput, BrandSettings>(
    brandSettingsSchema,
    state.settings,
    'settings',
    {
      focus: 'screen',
    },
  );
  const save = useSaveBrandSettings();
  const isDirty = form.formState.isDirty;
  const flags = form.watch('flags');

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        form.reset(saved.settings);
        notify(saved.message, 'success');
      } catch (failure) {
        const fields = getFieldErrors(failure);
        const names = Object.keys(fields);
        for (const name of names)
          form.setError(name as Path<BrandSettingsInput>, { type: 'server', message: fields[name]! });
        if (names.length) focusFirstInvalid(names, form.idPrefix);
        else notify(getErrorMessage(failure), 'error');
      }
    },
    (errors) => focusFirstInvalid(errors, form.idPrefix),
  );

  const text = (name: Path<BrandSettingsInput>, label: string, max: number, required = true) => (
    <FormField {...form.field(name)} label={label} maxLength={max} required={required} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={T.title} className="flex flex-col gap-5">
      <UnsavedChangesGuard when={isDirty && !form.formState.isSubmitting} />
      <Section id="settings-brand" title={T.brand} hint={T.brandHint}>
        {text('name', T.name, L.name)}
        {text('landing_page_content.title', T.landingTitle, L.landingTitle)}
        <TextAreaField
          {...form.field('landing_page_content.subtitle')}
          label={T.landingSubtitle}
          maxLength={L.landingSubtitle}
          rows={2}
        />
        {text('landing_page_content.cta_label', T.ctaLabel, L.ctaLabel)}
        <TextAreaField
          {...form.field('assistant_greeting')}
          label={T.greeting}
          maxLength={L.greeting}
          required
          rows={3}
        />
      </Section>
      <Section id="settings-theme" title={T.theme} hint={T.themeHint}>
        <ThemeFields form={form} />
      </Section>
      <Section id="settings-features" title={T.features} hint={T.featuresHint}>
        <Switch
          label={T.showJobMenu}
          checked={flags.show_job_menu}
          onCheckedChange={(on) => form.change('flags.show_job_menu', on)}
        />
        <Switch
          label={T.showConnectMenu}
          checked={flags.show_connect_menu}
          onCheckedChange={(on) => form.change('flags.show_connect_menu', on)}
        />
        <Switch
          label={T.quickRegistration}
          checked={flags.registration_speed === 'quick'}
          onCheckedChange={(on) => form.change('flags.registration_speed', on ? 'quick' : null)}
        />
        <SelectField
          {...form.field('flags.primary_focus')}
          label={T.primaryFocus}
          options={CAREER_GOALS.map((goal) => ({ value: goal, label: T.focusLabels[goal] }))}
        />
      </Section>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty || form.formState.isSubmitting}
          onClick={() => form.reset(state.settings)}
        >
          {T.reset}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
