import { useState } from 'react';
import { CONTENT_LIMITS, LIMITS, type Page } from '@careerhub/shared';
import { FileText, X } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { useIdentity } from '../auth/identity';
import { FormShell } from '../catalog/FormShell';
import { useCatalogSubmit } from '../catalog/useCatalogSubmit';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveContent, useTopicAreas } from './api';
import { RichContentField } from './ContentEditorField';
import { groupChoices } from './permissions';
import {
  MAX_FILES,
  RESOURCE_FIELD_NAMES,
  emptyResourceForm,
  resourceCheck,
  resourceFormFrom,
  type FormFile,
  type ResourceKind,
} from './resourceForm';
import { CONTENT_TEXT as T } from './text';
import type { Content } from './types';
import { uploadContentFiles } from './upload';

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

export interface ResourceFormDialogProps {
  open: boolean;
  onClose: () => void;
  kind: ResourceKind;
  /** The item to edit; without it the form contributes a new one. */
  item?: Content;
  /** The group the resource is created in (a group's Resources tab). */
  groupId?: number;
  groupName?: string;
  onSaved?: (item: Content) => void;
}

/** The contribute / edit form of resources and prompts, full screen (groups-jobs-payments 2 and 5). */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  if (!props.open) return null;
  return <ResourceForm {...props} />;
}

function ResourceForm({ onClose, kind, item, groupId, groupName, onSaved }: ResourceFormDialogProps) {
  const editing = item ?? null;
  const [initial] = useState(() => (editing ? resourceFormFrom(editing) : emptyResourceForm(kind, groupId)));
  const form = useZodForm(resourceCheck(Boolean(editing)), initial, 'resource', { focus: 'screen' });
  const values = form.watch();
  const [uploading, setUploading] = useState(0);
  const save = useSaveContent();
  const { options } = useAppConfig();
  const { data: identity } = useIdentity();
  const areas = useTopicAreas();
  const groups = groupChoices(identity);
  const isPrompt = values.kind === 'prompt';
  const heading = editing
    ? isPrompt
      ? T.editPrompt
      : T.editResource
    : isPrompt
      ? T.contributePrompt
      : T.contributeResource;

  /** Uploads chosen files; the field shows the upload's refusal. */
  async function upload(field: 'files' | 'thumbnail', chosen: File[], keep: (stored: FormFile[]) => void) {
    form.clearErrors(field);
    setUploading((n) => n + 1);
    try {
      keep(await uploadContentFiles(chosen));
    } catch (error) {
      form.setError(field, { message: getErrorMessage(error) });
    } finally {
      setUploading((n) => n - 1);
    }
  }
  const addFiles = (chosen: File[]) =>
    form.getValues('files').length + chosen.length > MAX_FILES
      ? form.setError('files', { message: T.maxFiles })
      : upload('files', chosen, (stored) => form.change('files', [...form.getValues('files'), ...stored]));
  const setThumbnail = (chosen: File[]) =>
    chosen.length > 1
      ? form.setError('thumbnail', { message: T.maxImage })
      : upload('thumbnail', chosen, ([stored]) => stored && form.change('thumbnail', stored));

  const { submit, summary } = useCatalogSubmit(form, {
    save: async (body) => {
      const answer = await save.mutateAsync({ id: editing?.id, body });
      onSaved?.(answer.data);
      return answer;
    },
    names: RESOURCE_FIELD_NAMES,
    editing: Boolean(editing),
    succeeded: editing ? T.saved : T.submittedForReview,
    failed: T.couldNotSubmit,
    onClose,
  });
  const busy = form.formState.isSubmitting;

  return (
    <FormShell
      title={heading}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      summary={summary}
      busy={busy}
      submitDisabled={uploading > 0 || busy}
      submitLabel={editing ? T.save : T.submit}
      onClose={onClose}
      onSubmit={() => void submit()}
      main={
        <>
          <FormField label={T.titleLabel} maxLength={LIMITS.title} {...form.field('title')} />
          <RichContentField
            id="resource-blocks"
            label={isPrompt ? T.promptLabel : T.contentLabel}
            value={values.blocks}
            error={form.errorOf('blocks')}
            maxLength={CONTENT_LIMITS.richText}
            onChange={(blocks) => form.change('blocks', blocks)}
          />
          <Switch
            checked={values.isExternal}
            onCheckedChange={(isExternal) => form.change('isExternal', isExternal)}
            label={T.externalLabel}
          />
          {values.isExternal && (
            <FormField
              label={T.sourceLabel}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.field('source')}
            />
          )}
        </>
      }
      side={
        <>
          {editing ? null : groupId ? (
            <p className="text-sm text-muted">
              {T.groupLabel}: <span className="font-medium text-text">{groupName}</span>
            </p>
          ) : (
            <SelectField
              label={T.groupLabel}
              placeholder={T.chooseGroup}
              options={groups}
              // Controlled: the groups come with the identity, after the first render.
              id="resource-group"
              value={values.group}
              error={form.errorOf('group')}
              onChange={(e) => form.change('group', e.target.value)}
            />
          )}
          <SelectField
            label={T.topicAreaLabel}
            placeholder={T.chooseTopicAreaOption}
            options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            // Controlled: the topic areas load after the first render.
            id="resource-topicArea"
            value={values.topicArea}
            error={form.errorOf('topicArea')}
            onChange={(e) => form.change('topicArea', e.target.value)}
          />
          <TagPicker
            id="resource-topics"
            label={T.topicsLabel}
            value={values.topics}
            onChange={(topics) => form.change('topics', topics)}
            loadSuggestions={loadTopics}
            createItem={createTopic}
            max={7}
            limitMessage={T.maxTopics}
            error={form.errorOf('topics')}
          />
          <CheckboxGroup
            legend={T.careerStageLabel}
            options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
            value={values.careerStages}
            onChange={(careerStages) => form.change('careerStages', careerStages)}
            error={form.errorOf('careerStages')}
          />
          <div className="flex flex-col gap-2">
            <FileDropZone
              id="resource-thumbnail"
              label={T.thumbnailLabel}
              accept="image/jpeg,image/png,image/webp,image/gif"
              typesLabel="JPEG, PNG, WebP or GIF"
              maxBytes={LIMITS.uploadBytes}
              onFiles={(files) => void setThumbnail(files)}
              fileName={values.thumbnail?.name ?? null}
              isDone={Boolean(values.thumbnail)}
              error={form.errorOf('thumbnail')}
              hint={T.thumbnailHint}
            />
            {values.thumbnail && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => form.change('thumbnail', null)}
              >
                {T.removeFile(values.thumbnail.name)}
              </Button>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <FileDropZone
              id="resource-files"
              label={T.filesLabel}
              multiple
              accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,video/mp4"
              typesLabel="PDF, images or MP4"
              maxBytes={LIMITS.uploadBytes}
              onFiles={(files) => void addFiles(files)}
              disabled={values.files.length >= MAX_FILES}
              error={form.errorOf('files')}
              hint={T.filesHint}
            />
            {values.files.length > 0 && (
              <ul className="flex flex-col gap-1.5">
                {values.files.map((file: FormFile, index) => (
                  <li
                    key={`${file.id}-${index}`}
                    className="flex items-center gap-2 rounded-lg border border-border px-2.5 py-1.5 text-sm"
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <button
                      type="button"
                      aria-label={T.removeFile(file.name)}
                      className="rounded p-1 text-muted hover:bg-slate-100 hover:text-text"
                      onClick={() =>
                        form.change(
                          'files',
                          values.files.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Switch
            checked={values.isPremium}
            onCheckedChange={(isPremium) => form.change('isPremium', isPremium)}
            label={T.premiumLabel}
          />
        </>
      }
    />
  );
}
