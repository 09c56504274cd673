import { useState } from 'react';
import { CATALOG_LIMITS, wordCount, type AiTool } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { groupChoices } from '../content/permissions';
import { uploadContentFiles } from '../content/upload';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveAiTool } from './api';
import {
  LOGO_MAX_BYTES,
  aiToolFormFrom,
  aiToolPayload,
  checkPayload,
  emptyAiToolForm,
  isLogoTooLarge,
  type AiToolFormState,
} from './form';
import { FormShell, focusFirstInvalid } from './FormShell';
import { CATALOG_TEXT as T } from './text';

const numbered = (options: ReadonlyArray<{ value: string | number; label: string }>) =>
  options.map((o) => ({ value: Number(o.value), label: o.label }));

export interface AiToolFormDialogProps {
  open: boolean;
  onClose: () => void;
  item?: AiTool;
}

/** Submit or edit an AI tool (content-ai-admin 5): logo under 5 MB, at most 3 categories. */
export function AiToolFormDialog(props: AiToolFormDialogProps) {
  if (!props.open) return null;
  return <AiToolForm {...props} />;
}

function AiToolForm({ onClose, item }: AiToolFormDialogProps) {
  const { data: identity } = useIdentity();
  const groups = groupChoices(identity);
  const [initial] = useState(() =>
    item ? aiToolFormFrom(item) : emptyAiToolForm(groups.length === 1 ? String(groups[0]!.value) : ''),
  );
  const [form, setForm] = useState<AiToolFormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [uploading, setUploading] = useState(false);
  const save = useSaveAiTool();
  const { options } = useAppConfig();
  const set = (patch: Partial<AiToolFormState>) => setForm((f) => ({ ...f, ...patch }));

  async function setLogo(chosen: File[]) {
    const file = chosen[0];
    if (!file) return;
    if (chosen.length > 1) return setErrors((e) => ({ ...e, logo: T.maxImage }));
    if (isLogoTooLarge(file)) return setErrors((e) => ({ ...e, logo: T.logoTooLarge }));
    setErrors(({ logo: _dropped, ...rest }) => rest);
    setUploading(true);
    try {
      const [stored] = await uploadContentFiles([file]);
      if (stored) set({ logo: { id: stored.id, name: stored.name } });
    } catch (error) {
      setErrors((e) => ({ ...e, logo: getErrorMessage(error) }));
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    const body = aiToolPayload(form);
    const found = checkPayload('ai_tool', body, Boolean(item));
    setErrors(found);
    if (Object.keys(found).length) {
      setSummary(T.formSummary);
      focusFirstInvalid();
      return;
    }
    setSummary('');
    try {
      const answer = await save.mutateAsync({ id: item?.id, body });
      notify(answer.message || (item ? T.aiToolUpdated : T.aiToolSubmitted), 'success');
      onClose();
    } catch (error) {
      // Server errors are mapped onto the form's fields (content-ai-admin 5).
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(getFieldErrors(error) ?? {}))
        mapped[key.split('.')[0]!] = message;
      setErrors(mapped);
      setSummary(Object.keys(mapped).length ? T.formSummary : '');
      notify(getErrorMessage(error, item ? T.couldNotUpdate : T.couldNotSubmit), 'error');
    }
  }

  return (
    <FormShell
      title={item ? T.editAiTool : T.submitAiTool}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      summary={summary}
      busy={save.isPending}
      submitDisabled={uploading || save.isPending}
      submitLabel={item ? T.save : T.submit}
      onClose={onClose}
      onSubmit={() => void submit()}
      main={
        <>
          <FormField
            label={T.nameLabel}
            required
            value={form.name}
            maxLength={CATALOG_LIMITS.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextAreaField
            label={T.descriptionLabel}
            required
            rows={8}
            value={form.description}
            error={errors.description}
            hint={T.wordsLeft(wordCount(form.description), CATALOG_LIMITS.descriptionWords)}
            onChange={(e) => set({ description: e.target.value })}
          />
          <FormField
            label={T.websiteLabel}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.website}
            error={errors.website}
            onChange={(e) => set({ website: e.target.value })}
          />
        </>
      }
      side={
        <>
          <SelectField
            label={T.groupLabel}
            required
            placeholder={T.chooseGroup}
            options={groups}
            value={form.group}
            error={errors.group}
            onChange={(e) => set({ group: e.target.value })}
          />
          <div className="flex flex-col gap-2">
            <FileDropZone
              label={T.logoLabel}
              accept="image/jpeg,image/png,image/webp,image/gif"
              typesLabel="JPEG, PNG, WebP or GIF"
              maxBytes={LOGO_MAX_BYTES}
              onFiles={(files) => void setLogo(files)}
              fileName={form.logo?.name ?? null}
              isDone={Boolean(form.logo)}
              error={errors.logo}
            />
            {form.logo && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => set({ logo: null })}
              >
                {T.remove(form.logo.name)}
              </Button>
            )}
          </div>
          <CheckboxGroup
            legend={T.categoriesLabel}
            options={numbered(options.aitool_categories)}
            value={form.categories}
            onChange={(categories) => set({ categories })}
            error={errors.categories}
          />
          <CheckboxGroup
            legend={T.rolesLabelTool}
            options={numbered(options.current_roles)}
            value={form.roles}
            onChange={(roles) => set({ roles })}
            error={errors.roles}
          />
        </>
      }
    />
  );
}
