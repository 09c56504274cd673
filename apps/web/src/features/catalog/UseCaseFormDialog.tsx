import { useState } from 'react';
import {
  BUSINESS_VALUES,
  CATALOG_LIMITS,
  COMPLEXITY_LEVELS,
  INNOVATION_CATEGORIES,
  LIMITS,
  wordCount,
  type AiTool,
  type Page,
  type UseCase,
} from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { RichTextEditor, blocksToPlainText, toRichText } from '../../components/richtext';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { useTopicAreas } from '../content/api';
import { groupChoices } from '../content/permissions';
import { uploadContentFiles } from '../content/upload';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveUseCase } from './api';
import {
  USE_CASE_FIELD_NAMES,
  emptyUseCaseForm,
  formFromUseCase,
  useCaseCheck,
  type UseCaseFormState,
} from './form';
import { FormShell } from './FormShell';
import { CATALOG_TEXT as T } from './text';
import { useCatalogSubmit } from './useCatalogSubmit';

const loadTools = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<AiTool>>('/ai-tools/', {
      signal,
      silent: true,
      query: { ...(search.trim().length >= 2 ? { search } : {}), page_size: 8 },
    })
  ).data.map((t) => ({ id: t.id, name: t.name }));
const loadTopics = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/topics/', {
      signal,
      silent: true,
      query: { topic_type: 'general', search, page_size: 8 },
    })
  ).data;
const createTopic = async (name: string): Promise<TagItem | null> => {
  try {
    return await api.post<{ id: number; name: string }>(
      '/topics/',
      { name, topic_type: 'general' },
      { silent: true },
    );
  } catch {
    return null;
  }
};
const loadCircles = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/groups/', {
      signal,
      silent: true,
      query: { group_type: 'circle', page_size: 50, ...(search.trim().length >= 2 ? { search } : {}) },
    })
  ).data.map((g) => ({ id: g.id, name: g.name }));

const fixed = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const numbered = (options: ReadonlyArray<{ value: string | number; label: string }>) =>
  options.map((o) => ({ value: Number(o.value), label: o.label }));

export interface UseCaseFormDialogProps {
  open: boolean;
  onClose: () => void;
  item?: UseCase;
}

/** Submit or edit a use case (content-ai-admin 5), with every message the spec gives. */
export function UseCaseFormDialog(props: UseCaseFormDialogProps) {
  if (!props.open) return null;
  return <UseCaseForm {...props} />;
}

function UseCaseForm({ onClose, item }: UseCaseFormDialogProps) {
  const { data: identity } = useIdentity();
  const groups = groupChoices(identity);
  const [initial] = useState(() =>
    item ? formFromUseCase(item) : emptyUseCaseForm(groups.length === 1 ? String(groups[0]!.value) : ''),
  );
  const { options } = useAppConfig();
  const staff = Boolean(identity?.is_staff);
  const areas = useTopicAreas(staff);
  const canSetDefaultGroup = Boolean(item?.can_set_default_group);
  const form = useZodForm(
    useCaseCheck({ staff, editing: Boolean(item), canSetDefaultGroup }),
    initial,
    'use-case',
    { focus: 'screen' },
  );
  const values = form.watch();
  const [uploading, setUploading] = useState(0);
  const save = useSaveUseCase();
  const busy = form.formState.isSubmitting;
  const errorOf = (name: keyof UseCaseFormState) => form.errorOf(name);
  /** A control that is not a native input: value and change, its message cleared on edit. */
  const bind = <K extends keyof UseCaseFormState>(name: K) => ({
    value: values[name],
    onChange: (value: UseCaseFormState[K]) => form.change(name, value as never),
    error: form.errorOf(name),
  });

  async function upload(field: 'thumbnail' | 'document', chosen: File[]) {
    if (chosen.length > 1) {
      form.setError(field, { message: field === 'thumbnail' ? T.maxImage : T.maxDocument });
      return;
    }
    form.clearErrors(field);
    setUploading((n) => n + 1);
    try {
      const [stored] = await uploadContentFiles(chosen);
      if (stored) form.change(field, { id: stored.id, name: stored.name });
    } catch (error) {
      form.setError(field, { message: getErrorMessage(error) });
    } finally {
      setUploading((n) => n - 1);
    }
  }

  const { submit, summary } = useCatalogSubmit(form, {
    save: (body) => save.mutateAsync({ id: item?.id, body }),
    names: USE_CASE_FIELD_NAMES,
    editing: Boolean(item),
    succeeded: item ? T.useCaseUpdated : T.useCaseSubmitted,
    onClose,
  });

  const words = (text: string) => T.wordsLeft(wordCount(text), CATALOG_LIMITS.descriptionWords);

  return (
    <FormShell
      title={item ? T.editUseCase : T.submitUseCase}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      summary={summary}
      busy={busy}
      submitDisabled={uploading > 0 || busy}
      submitLabel={item ? T.save : T.submit}
      onClose={onClose}
      onSubmit={() => void submit()}
      main={
        <>
          <FormField
            label={T.titleLabel}
            required
            maxLength={CATALOG_LIMITS.title}
            {...form.field('title')}
          />
          <RichTextEditor
            label={`${T.descriptionLabel} *`}
            value={toRichText(values.description).blocks}
            error={form.errorOf('description')}
            hint={words(blocksToPlainText(toRichText(values.description).blocks))}
            allowUploads={false}
            onChange={(blocks) => form.change('description', blocks)}
          />
          <TextAreaField
            label={T.reasonLabel}
            rows={5}
            hint={words(values.reason)}
            {...form.field('reason')}
          />
          <TagPicker
            label={T.aiToolsLabel}
            {...bind('aiTools')}
            loadSuggestions={loadTools}
            max={CATALOG_LIMITS.aiTools}
          />
          <FormField
            label={T.videoLinkLabel}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v="
            {...form.field('videoLink')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FileBox
              label={T.thumbnailLabel}
              accept="image/jpeg,image/png,image/webp,image/gif"
              typesLabel="JPEG, PNG, WebP or GIF"
              file={values.thumbnail}
              error={errorOf('thumbnail')}
              onFiles={(files) => void upload('thumbnail', files)}
              onRemove={() => form.change('thumbnail', null)}
            />
            <FileBox
              label={T.documentLabel}
              accept="application/pdf"
              typesLabel="PDF"
              file={values.document}
              error={errorOf('document')}
              onFiles={(files) => void upload('document', files)}
              onRemove={() => form.change('document', null)}
            />
          </div>
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
            id="use-case-group"
            value={values.group}
            error={errorOf('group')}
            onChange={(e) => form.change('group', e.target.value)}
          />
          <SelectField
            label={T.businessValueLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(BUSINESS_VALUES)}
            {...form.field('businessValue')}
          />
          <SelectField
            label={T.complexityLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(COMPLEXITY_LEVELS)}
            {...form.field('complexity')}
          />
          <SelectField
            label={T.innovationCategoryLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(INNOVATION_CATEGORIES)}
            {...form.field('innovationCategory')}
          />
          <CheckboxGroup
            legend={T.categoriesLabel}
            options={numbered(options.usecase_categories)}
            {...bind('categories')}
          />
          <CheckboxGroup
            legend={T.jobFunctionsLabel}
            options={numbered(options.job_functions)}
            {...bind('jobFunctions')}
          />
          <CheckboxGroup legend={T.rolesLabel} options={numbered(options.current_roles)} {...bind('roles')} />
          {staff && (
            <>
              <SelectField
                label={T.topicAreaLabel}
                placeholder={T.none}
                options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                // Controlled: the topic areas arrive after the first render.
                id="use-case-topicArea"
                value={values.topicArea}
                error={errorOf('topicArea')}
                onChange={(e) => form.change('topicArea', e.target.value)}
              />
              <TagPicker
                label={T.topicsLabel}
                {...bind('topics')}
                loadSuggestions={loadTopics}
                createItem={createTopic}
                max={CATALOG_LIMITS.topics}
                limitMessage={T.maxTopics}
              />
              <CheckboxGroup
                legend={T.careerStagesLabel}
                options={numbered(options.career_stages)}
                {...bind('careerStages')}
              />
              <CheckboxGroup
                legend={T.professionalFieldsLabel}
                options={numbered(options.professional_fields)}
                {...bind('professionalFields')}
              />
            </>
          )}
          {canSetDefaultGroup && (
            <TagPicker
              label={T.defaultGroupLabel}
              {...bind('defaultGroup')}
              loadSuggestions={loadCircles}
              max={1}
            />
          )}
        </>
      }
    />
  );
}

function FileBox(props: {
  label: string;
  accept: string;
  typesLabel: string;
  file: { name: string } | null;
  error: string | undefined;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        label={props.label}
        accept={props.accept}
        typesLabel={props.typesLabel}
        maxBytes={LIMITS.uploadBytes}
        onFiles={props.onFiles}
        fileName={props.file?.name ?? null}
        isDone={Boolean(props.file)}
        error={props.error}
      />
      {props.file && (
        <Button type="button" variant="ghost" size="sm" className="self-start" onClick={props.onRemove}>
          {T.remove(props.file.name)}
        </Button>
      )}
    </div>
  );
}
