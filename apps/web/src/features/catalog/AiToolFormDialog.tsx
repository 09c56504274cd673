import { useState } from 'react';
import { CATALOG_LIMITS, wordCount, type AiTool } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { useZodForm } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { groupChoices } from '../content/permissions';
import { uploadContentFiles } from '../content/upload';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveAiTool } from './api';
import {
  AI_TOOL_FIELD_NAMES,
  LOGO_MAX_BYTES,
  aiToolCheck,
  aiToolFormFrom,
  emptyAiToolForm,
  isLogoTooLarge,
} from './form';
import { FormShell } from './FormShell';
import { CATALOG_TEXT as T } from './text';
import { useCatalogSubmit } from './useCatalogSubmit';

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
  const form = useZodForm(aiToolCheck(Boolean(item)), initial, 'ai-tool', { focus: 'screen' });
  const values = form.watch();
  const [uploading, setUploading] = useState(false);
  const save = useSaveAiTool();
  const { options } = useAppConfig();
  const busy = form.formState.isSubmitting;

  async function setLogo(chosen: File[]) {
    const file = chosen[0];
    if (!file) return;
    if (chosen.length > 1) return form.setError('logo', { message: T.maxImage });
    if (isLogoTooLarge(file)) return form.setError('logo', { message: T.logoTooLarge });
    form.clearErrors('logo');
    setUploading(true);
    try {
      const [stored] = await uploadContentFiles([file]);
      if (stored) form.change('logo', { id: stored.id, name: stored.name });
    } catch (error) {
      form.setError('logo', { message: getErrorMessage(error) });
    } finally {
      setUploading(false);
    }
  }

  const { submit, summary } = useCatalogSubmit(form, {
    save: (body) => save.mutateAsync({ id: item?.id, body }),
    names: AI_TOOL_FIELD_NAMES,
    editing: Boolean(item),
    succeeded: item ? T.aiToolUpdated : T.aiToolSubmitted,
    onClose,
  });

  return (
    <FormShell
      title={item ? T.editAiTool : T.submitAiTool}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      summary={summary}
      busy={busy}
      submitDisabled={uploading || busy}
      submitLabel={item ? T.save : T.submit}
      onClose={onClose}
      onSubmit={() => void submit()}
      main={
        <>
          <FormField label={T.nameLabel} required maxLength={CATALOG_LIMITS.name} {...form.field('name')} />
          <TextAreaField
            label={T.descriptionLabel}
            required
            rows={8}
            hint={T.wordsLeft(wordCount(values.description), CATALOG_LIMITS.descriptionWords)}
            {...form.field('description')}
          />
          <FormField
            label={T.websiteLabel}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.field('website')}
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
            // Controlled: the groups come with the identity, after the first render.
            id="ai-tool-group"
            value={values.group}
            error={form.errorOf('group')}
            onChange={(e) => form.change('group', e.target.value)}
          />
          <div className="flex flex-col gap-2">
            <FileDropZone
              label={T.logoLabel}
              accept="image/jpeg,image/png,image/webp,image/gif"
              typesLabel="JPEG, PNG, WebP or GIF"
              maxBytes={LOGO_MAX_BYTES}
              onFiles={(files) => void setLogo(files)}
              fileName={values.logo?.name ?? null}
              isDone={Boolean(values.logo)}
              error={form.errorOf('logo')}
            />
            {values.logo && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => form.change('logo', null)}
              >
                {T.remove(values.logo.name)}
              </Button>
            )}
          </div>
          <CheckboxGroup
            legend={T.categoriesLabel}
            options={numbered(options.aitool_categories)}
            value={values.categories}
            onChange={(categories) => form.change('categories', categories)}
            error={form.errorOf('categories')}
          />
          <CheckboxGroup
            legend={T.rolesLabelTool}
            options={numbered(options.current_roles)}
            value={values.roles}
            onChange={(roles) => form.change('roles', roles)}
            error={form.errorOf('roles')}
          />
        </>
      }
    />
  );
}
