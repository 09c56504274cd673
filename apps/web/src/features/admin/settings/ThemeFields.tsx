import { SETTINGS_TEXT as T, WCAG_AA_TEXT, contrastRatio, type BrandSettingsInput } from '@careerhub/shared';
import { AlertTriangle, CircleCheck } from 'lucide-react';
import type { ZodForm } from '../../../components/form';
import { FormField } from '../../../components/ui/FormField';
import type { BrandSettings } from '@careerhub/shared';

type Form = ZodForm<BrandSettingsInput, BrandSettings>;
type ThemeKey = keyof BrandSettingsInput['theme'];
type Theme = BrandSettingsInput['theme'];

const HEX = /^#[0-9a-fA-F]{6}$/;
/** The colours staff choose here; the rest of the theme (background, surface, text) is kept as it is. */
const EDITED: Array<[ThemeKey, string]> = [
  ['primary', T.primary],
  ['primaryForeground', T.primaryForeground],
  ['primarySoft', T.primarySoft],
  ['accent', T.accent],
];

/** A #rrggbb text field with the platform's colour picker beside it; either one edits the value. */
function ColourField({ form, name, label }: { form: Form; name: ThemeKey; label: string }) {
  const path = `theme.${name}` as const;
  const value = form.watch(path);
  const bound = form.field(path);
  return (
    <div className="flex items-end gap-2">
      <FormField
        {...bound}
        label={label}
        error={bound.error}
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        className="min-w-0 flex-1"
      />
      <input
        type="color"
        aria-label={`${label}: picker`}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => form.change(path, event.target.value)}
        className="mb-0.5 h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-surface p-1"
      />
    </div>
  );
}

/** How the colours look together, before saving: a call to action, a highlighted item, a link. */
function ThemePreview({ theme }: { theme: Theme }) {
  const safe = (colour: string, fallback: string) => (HEX.test(colour) ? colour : fallback);
  const primary = safe(theme.primary, '#0f766e');
  const foreground = safe(theme.primaryForeground, '#ffffff');
  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-border bg-background p-4">
      <figcaption className="text-sm font-semibold text-text">{T.preview}</figcaption>
      {/* A sample of the chosen colours, not content: the contrast note above says what it means. */}
      <div aria-hidden="true" className="flex flex-wrap items-center gap-3">
        <span
          className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold shadow-sm"
          style={{ backgroundColor: primary, color: foreground }}
        >
          {T.previewButton}
        </span>
        <span
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-text"
          style={{ backgroundColor: safe(theme.primarySoft, '#ccfbf1') }}
        >
          <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: primary }} />
          {T.previewLink}
        </span>
        <span className="h-10 w-16 rounded-lg" style={{ backgroundColor: safe(theme.accent, '#f59e0b') }} />
      </div>
    </figure>
  );
}

/** The contrast of text on the primary colour against WCAG AA (4.5:1), as a warning when it fails. */
export function ContrastNote({ theme }: { theme: Theme }) {
  const ratio = contrastRatio(theme.primary, theme.primaryForeground);
  if (Number.isNaN(ratio)) return null;
  const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
  if (ratio >= WCAG_AA_TEXT)
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        {T.contrastOk(shown)}
      </p>
    );
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {T.contrastLow(shown)}
    </p>
  );
}

/** Theme: the four brand colours, a live preview and the contrast check. */
export function ThemeFields({ form }: { form: Form }) {
  const theme = form.watch('theme');
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {EDITED.map(([name, label]) => (
          <ColourField key={name} form={form} name={name} label={label} />
        ))}
      </div>
      <ContrastNote theme={theme} />
      <ThemePreview theme={theme} />
    </div>
  );
}
