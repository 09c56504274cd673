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
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { useTopicAreas } from '../content/api';
import { groupChoices } from '../content/permissions';
import { uploadContentFiles } from '../content/upload';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveUseCase } from './api';
import {
  USE_CASE_FIELD_NAMES,
  checkPayload,
  emptyUseCaseForm,
  formFromUseCase,
  payloadOfUseCase,
  type UseCaseFormState,
} from './form';
import { FormShell, focusFirstInvalid } from './FormShell';
import { CATALOG_TEXT as T } from './text';

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
  const [form, setForm] = useState<UseCaseFormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [uploading, setUploading] = useState(0);
  const save = useSaveUseCase();
  const { options } = useAppConfig();
  const staff = Boolean(identity?.is_staff);
  const areas = useTopicAreas(staff);
  const canSetDefaultGroup = Boolean(item?.can_set_default_group);
  const set = (patch: Partial<UseCaseFormState>) => setForm((f) => ({ ...f, ...patch }));
  const errorOf = (name: keyof UseCaseFormState) => errors[name];

  async function upload(field: 'thumbnail' | 'document', chosen: File[]) {
    if (chosen.length > 1) {
      setErrors((e) => ({ ...e, [field]: field === 'thumbnail' ? T.maxImage : T.maxDocument }));
      return;
    }
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setUploading((n) => n + 1);
    try {
      const [stored] = await uploadContentFiles(chosen);
      if (stored) set({ [field]: { id: stored.id, name: stored.name } });
    } catch (error) {
      setErrors((e) => ({ ...e, [field]: getErrorMessage(error) }));
    } finally {
      setUploading((n) => n - 1);
    }
  }

  async function submit() {
    const body = payloadOfUseCase(form, { staff, editing: Boolean(item), canSetDefaultGroup });
    const found = checkPayload('use_case', body, Boolean(item));
    setErrors(found);
    if (Object.keys(found).length) {
      setSummary(T.formSummary);
      focusFirstInvalid();
      return;
    }
    setSummary('');
    try {
      const answer = await save.mutateAsync({ id: item?.id, body });
      notify(answer.message || (item ? T.useCaseUpdated : T.useCaseSubmitted), 'success');
      onClose();
    } catch (error) {
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(getFieldErrors(error) ?? {})) {
        const field = key.split('.')[0]!;
        mapped[USE_CASE_FIELD_NAMES[field] ?? field] = message;
      }
      setErrors(mapped);
      setSummary(Object.keys(mapped).length ? T.formSummary : '');
      notify(getErrorMessage(error, item ? T.couldNotUpdate : T.couldNotSubmit), 'error');
    }
  }

  const words = (text: string) => T.wordsLeft(wordCount(text), CATALOG_LIMITS.descriptionWords);

  return (
    <FormShell
      title={item ? T.editUseCase : T.submitUseCase}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      summary={summary}
      busy={save.isPending}
      submitDisabled={uploading > 0 || save.isPending}
      submitLabel={item ? T.save : T.submit}
      onClose={onClose}
      onSubmit={() => void submit()}
      main={
        <>
          <FormField
            label={T.titleLabel}
            required
            value={form.title}
            maxLength={CATALOG_LIMITS.title}
            error={errorOf('title')}
            onChange={(e) => set({ title: e.target.value })}
          />
          <RichTextEditor
            label={`${T.descriptionLabel} *`}
            value={toRichText(form.description).blocks}
            error={errorOf('description')}
            hint={words(blocksToPlainText(toRichText(form.description).blocks))}
            allowUploads={false}
            onChange={(blocks) => set({ description: blocks })}
          />
          <TextAreaField
            label={T.reasonLabel}
            rows={5}
            value={form.reason}
            error={errorOf('reason')}
            hint={words(form.reason)}
            onChange={(e) => set({ reason: e.target.value })}
          />
          <TagPicker
            label={T.aiToolsLabel}
            value={form.aiTools}
            onChange={(aiTools) => set({ aiTools })}
            loadSuggestions={loadTools}
            max={CATALOG_LIMITS.aiTools}
            error={errorOf('aiTools')}
          />
          <FormField
            label={T.videoLinkLabel}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v="
            value={form.videoLink}
            error={errorOf('videoLink')}
            onChange={(e) => set({ videoLink: e.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FileBox
              label={T.thumbnailLabel}
              accept="image/jpeg,image/png,image/webp,image/gif"
              typesLabel="JPEG, PNG, WebP or GIF"
              file={form.thumbnail}
              error={errorOf('thumbnail')}
              onFiles={(files) => void upload('thumbnail', files)}
              onRemove={() => set({ thumbnail: null })}
            />
            <FileBox
              label={T.documentLabel}
              accept="application/pdf"
              typesLabel="PDF"
              file={form.document}
              error={errorOf('document')}
              onFiles={(files) => void upload('document', files)}
              onRemove={() => set({ document: null })}
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
            value={form.group}
            error={errorOf('group')}
            onChange={(e) => set({ group: e.target.value })}
          />
          <SelectField
            label={T.businessValueLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(BUSINESS_VALUES)}
            value={form.businessValue}
            error={errorOf('businessValue')}
            onChange={(e) => set({ businessValue: e.target.value })}
          />
          <SelectField
            label={T.complexityLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(COMPLEXITY_LEVELS)}
            value={form.complexity}
            error={errorOf('complexity')}
            onChange={(e) => set({ complexity: e.target.value })}
          />
          <SelectField
            label={T.innovationCategoryLabel}
            required
            placeholder={T.chooseOption}
            options={fixed(INNOVATION_CATEGORIES)}
            value={form.innovationCategory}
            error={errorOf('innovationCategory')}
            onChange={(e) => set({ innovationCategory: e.target.value })}
          />
          <CheckboxGroup
            legend={T.categoriesLabel}
            options={numbered(options.usecase_categories)}
            value={form.categories}
            onChange={(categories) => set({ categories })}
            error={errorOf('categories')}
          />
          <CheckboxGroup
            legend={T.jobFunctionsLabel}
            options={numbered(options.job_functions)}
            value={form.jobFunctions}
            onChange={(jobFunctions) => set({ jobFunctions })}
            error={errorOf('jobFunctions')}
          />
          <CheckboxGroup
            legend={T.rolesLabel}
            options={numbered(options.current_roles)}
            value={form.roles}
            onChange={(roles) => set({ roles })}
            error={errorOf('roles')}
          />
          {staff && (
            <>
              <SelectField
                label={T.topicAreaLabel}
                placeholder={T.none}
                options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                value={form.topicArea}
                error={errorOf('topicArea')}
                onChange={(e) => set({ topicArea: e.target.value })}
              />
              <TagPicker
                label={T.topicsLabel}
                value={form.topics}
                onChange={(topics) => set({ topics })}
                loadSuggestions={loadTopics}
                createItem={createTopic}
                max={CATALOG_LIMITS.topics}
                limitMessage={T.maxTopics}
                error={errorOf('topics')}
              />
              <CheckboxGroup
                legend={T.careerStagesLabel}
                options={numbered(options.career_stages)}
                value={form.careerStages}
                onChange={(careerStages) => set({ careerStages })}
                error={errorOf('careerStages')}
              />
              <CheckboxGroup
                legend={T.professionalFieldsLabel}
                options={numbered(options.professional_fields)}
                value={form.professionalFields}
                onChange={(professionalFields) => set({ professionalFields })}
                error={errorOf('professionalFields')}
              />
            </>
          )}
          {canSetDefaultGroup && (
            <TagPicker
              label={T.defaultGroupLabel}
              value={form.defaultGroup}
              onChange={(defaultGroup) => set({ defaultGroup })}
              loadSuggestions={loadCircles}
              max={1}
              error={errorOf('defaultGroup')}
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
