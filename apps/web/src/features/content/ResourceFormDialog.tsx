import { useEffect, useState } from 'react';
import { CONTENT_LIMITS, LIMITS, type Page } from '@careerhub/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { FileText, X } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { CheckboxGroup } from '../groups/CheckboxGroup';
import { useSaveContent, useTopicAreas } from './api';
import { RichContentField } from './ContentEditorField';
import { groupChoices } from './permissions';
import {
  MAX_FILES,
  emptyResourceForm,
  resourceFormFrom,
  resourcePayload,
  validateResourceForm,
  type FormFile,
  type ResourceFormState,
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
  const [form, setForm] = useState<ResourceFormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [uploading, setUploading] = useState(0);
  const save = useSaveContent();
  const { options } = useAppConfig();
  const { data: identity } = useIdentity();
  const areas = useTopicAreas();
  const groups = groupChoices(identity);
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => () => void setTimeout(() => opener?.isConnected && opener.focus(), 0), [opener]);

  const set = (patch: Partial<ResourceFormState>) => setForm((f) => ({ ...f, ...patch }));
  const isPrompt = form.kind === 'prompt';
  const heading = editing
    ? isPrompt
      ? T.editPrompt
      : T.editResource
    : isPrompt
      ? T.contributePrompt
      : T.contributeResource;

  function close() {
    const dirty = JSON.stringify(form) !== JSON.stringify(initial);
    // Form dialogs ask before closing with unsaved changes (content-ai-admin 4).
    if (dirty && !window.confirm('Discard your changes?')) return;
    onClose();
  }

  async function addFiles(chosen: File[]) {
    if (form.files.length + chosen.length > MAX_FILES) {
      setErrors((e) => ({ ...e, files: T.maxFiles }));
      return;
    }
    setErrors(({ files: _dropped, ...rest }) => rest);
    setUploading((n) => n + 1);
    try {
      const stored = await uploadContentFiles(chosen);
      setForm((f) => ({ ...f, files: [...f.files, ...stored] }));
    } catch (error) {
      setErrors((e) => ({ ...e, files: getErrorMessage(error) }));
    } finally {
      setUploading((n) => n - 1);
    }
  }

  async function setThumbnail(chosen: File[]) {
    if (chosen.length > 1) {
      setErrors((e) => ({ ...e, thumbnail: T.maxImage }));
      return;
    }
    setErrors(({ thumbnail: _dropped, ...rest }) => rest);
    setUploading((n) => n + 1);
    try {
      const [stored] = await uploadContentFiles(chosen);
      if (stored) set({ thumbnail: stored });
    } catch (error) {
      setErrors((e) => ({ ...e, thumbnail: getErrorMessage(error) }));
    } finally {
      setUploading((n) => n - 1);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateResourceForm(form, Boolean(editing));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary(T.formSummary);
      setTimeout(
        () => document.querySelector<HTMLElement>('[data-resource-form] [aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    setSummary('');
    try {
      const answer = await save.mutateAsync({
        id: editing?.id,
        body: resourcePayload(form, Boolean(editing)),
      });
      notify(answer.message || (editing ? T.saved : T.submittedForReview), 'success');
      onSaved?.(answer.data);
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields ?? {})) {
        const name =
          { topic_area: 'topicArea', career_stages: 'careerStages', thumbnail_image: 'thumbnail' }[key] ??
          key;
        mapped[name] = message;
      }
      setErrors(mapped);
      setSummary(Object.keys(mapped).length ? T.formSummary : '');
      notify(getErrorMessage(error, T.couldNotSubmit), 'error');
    }
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            close();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none"
        >
          <form
            data-resource-form
            noValidate
            onSubmit={(e) => void submit(e)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 sm:px-6">
              <RadixDialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold text-text">
                {heading}
              </RadixDialog.Title>
              <button
                type="button"
                onClick={close}
                aria-label={T.cancel}
                className="rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-text"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </header>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                {summary && (
                  <p
                    role="alert"
                    className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger lg:col-span-2"
                  >
                    {summary}
                  </p>
                )}
                <div className="flex min-w-0 flex-col gap-5 self-start rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5 max-lg:w-full">
                  <FormField
                    label={T.titleLabel}
                    value={form.title}
                    maxLength={LIMITS.title}
                    error={errors.title}
                    onChange={(e) => set({ title: e.target.value })}
                  />
                  <RichContentField
                    label={isPrompt ? T.promptLabel : T.contentLabel}
                    value={form.blocks}
                    error={errors.content}
                    maxLength={CONTENT_LIMITS.richText}
                    onChange={(blocks) => set({ blocks })}
                  />
                  <Switch
                    checked={form.isExternal}
                    onCheckedChange={(isExternal) => set({ isExternal })}
                    label={T.externalLabel}
                  />
                  {form.isExternal && (
                    <FormField
                      label={T.sourceLabel}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      value={form.source}
                      error={errors.source}
                      onChange={(e) => set({ source: e.target.value })}
                    />
                  )}
                </div>
                <div className="flex min-w-0 flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
                  {editing ? null : groupId ? (
                    <p className="text-sm text-muted">
                      {T.groupLabel}: <span className="font-medium text-text">{groupName}</span>
                    </p>
                  ) : (
                    <SelectField
                      label={T.groupLabel}
                      placeholder={T.chooseGroup}
                      options={groups}
                      value={form.group}
                      error={errors.group}
                      onChange={(e) => set({ group: e.target.value })}
                    />
                  )}
                  <SelectField
                    label={T.topicAreaLabel}
                    placeholder={T.chooseTopicAreaOption}
                    options={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                    value={form.topicArea}
                    error={errors.topicArea}
                    onChange={(e) => set({ topicArea: e.target.value })}
                  />
                  <TagPicker
                    label={T.topicsLabel}
                    value={form.topics}
                    onChange={(topics) => set({ topics })}
                    loadSuggestions={loadTopics}
                    createItem={createTopic}
                    max={7}
                    limitMessage={T.maxTopics}
                    error={errors.topics}
                  />
                  <CheckboxGroup
                    legend={T.careerStageLabel}
                    options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
                    value={form.careerStages}
                    onChange={(careerStages) => set({ careerStages })}
                    error={errors.careerStages}
                  />
                  <div className="flex flex-col gap-2">
                    <FileDropZone
                      label={T.thumbnailLabel}
                      accept="image/jpeg,image/png,image/webp,image/gif"
                      typesLabel="JPEG, PNG, WebP or GIF"
                      maxBytes={LIMITS.uploadBytes}
                      onFiles={(files) => void setThumbnail(files)}
                      fileName={form.thumbnail?.name ?? null}
                      isDone={Boolean(form.thumbnail)}
                      error={errors.thumbnail}
                      hint={T.thumbnailHint}
                    />
                    {form.thumbnail && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="self-start"
                        onClick={() => set({ thumbnail: null })}
                      >
                        {T.removeFile(form.thumbnail.name)}
                      </Button>
                    )}
                  </div>
                  <div className="flex flex-col gap-2">
                    <FileDropZone
                      label={T.filesLabel}
                      multiple
                      accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,video/mp4"
                      typesLabel="PDF, images or MP4"
                      maxBytes={LIMITS.uploadBytes}
                      onFiles={(files) => void addFiles(files)}
                      disabled={form.files.length >= MAX_FILES}
                      error={errors.files}
                      hint={T.filesHint}
                    />
                    {form.files.length > 0 && (
                      <ul className="flex flex-col gap-1.5">
                        {form.files.map((file: FormFile, index) => (
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
                              onClick={() => set({ files: form.files.filter((_, i) => i !== index) })}
                            >
                              <X aria-hidden="true" className="size-4" />
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <Switch
                    checked={form.isPremium}
                    onCheckedChange={(isPremium) => set({ isPremium })}
                    label={T.premiumLabel}
                  />
                </div>
              </div>
            </div>
            <footer className="flex justify-end gap-3 border-t border-border bg-surface px-4 py-3 sm:px-6">
              <Button type="button" variant="outline" onClick={close}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={uploading > 0}>
                {editing ? T.save : T.submit}
              </Button>
            </footer>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
