import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  EVENT_TYPES,
  GROUP_MESSAGES,
  GROUPS_TEXT as T,
  LIMITS,
  SDGS,
  toRichText,
  type GroupType,
  type Page,
} from '@careerhub/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { RichTextEditor } from '../../components/richtext';
import { api, getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useSaveGroup } from './api';
import { CheckboxGroup } from './CheckboxGroup';
import {
  emptyGroupForm,
  groupFormFrom,
  groupPayload,
  validateGroupForm,
  type GroupFormState,
} from './groupForm';
import { QuestionBuilder } from './QuestionBuilder';
import { groupPath, groupTypeLabel, type Group } from './types';

type GroupFormDialogProps = { onClose: () => void } & (
  { mode: 'create'; groupType: GroupType; parent: Pick<Group, 'id'> | null } | { mode: 'edit'; group: Group }
);

const loadTopics = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/topics/', {
      signal,
      silent: true,
      query: { search, page_size: 20 },
    })
  ).data;
const createTopic = async (name: string): Promise<TagItem | null> =>
  api.post<{ id: number; name: string }>('/topics/', { name, topic_type: 'general' }, { silent: true });

/** Create or edit a group (section 5), then, for a new circle or event, the questions step. */
export function GroupFormDialog(props: GroupFormDialogProps) {
  const navigate = useNavigate();
  const { options } = useAppConfig();
  const editing = props.mode === 'edit' ? props.group : null;
  const groupType: GroupType = editing
    ? editing.group_type
    : props.mode === 'create'
      ? props.groupType
      : 'circle';
  const parentId = editing
    ? editing.parent_group
    : props.mode === 'create'
      ? (props.parent?.id ?? null)
      : null;
  const save = useSaveGroup(editing?.id ?? null);
  const [form, setForm] = useState<GroupFormState>(() =>
    editing ? groupFormFrom(editing) : emptyGroupForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Group | null>(null);
  const circleTypes = useQuery({
    queryKey: ['groups', parentId, 'circle-types'],
    enabled: groupType === 'circle' && parentId !== null,
    queryFn: ({ signal }) =>
      api.get<{ data: string[] } | string[]>(`/groups/${parentId}/circle-types/`, { signal, silent: true }),
    select: (answer) => (Array.isArray(answer) ? answer : answer.data),
  });
  const circleTypesFailed = circleTypes.isError;
  useEffect(() => {
    if (circleTypesFailed) notify(GROUP_MESSAGES.couldNotFetchCircleTypes, 'error');
  }, [circleTypesFailed]);
  const set = <K extends keyof GroupFormState>(key: K, value: GroupFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const timed = groupType === 'circle' || groupType === 'event';
  const typeLabel = groupTypeLabel(groupType);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = groupPayload(form, groupType, parentId, editing?.extra_info.questions ?? []);
    const found = validateGroupForm(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After React has drawn the messages: the first field in error takes the focus.
      setTimeout(
        () => document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    try {
      const group = await save.mutateAsync(payload);
      notify(editing ? `Successfully updated ${groupType}` : `Successfully created ${groupType}`, 'success');
      if (!editing && timed) setCreated(group);
      else {
        props.onClose();
        if (!editing) void navigate(groupPath(group));
      }
    } catch (error) {
      setErrors(getFieldErrors(error));
      notify(getErrorMessage(error), 'error');
    }
  }

  if (created) {
    return (
      <Dialog open onOpenChange={(open) => !open && props.onClose()} title={T.questionsTitle} size="lg">
        <QuestionBuilder
          group={created}
          onDone={() => {
            props.onClose();
            void navigate(groupPath(created));
          }}
        />
      </Dialog>
    );
  }

  const e = (key: string) => errors[key];
  // A server error inside the rich text ("description.blocks.1.data.source") belongs to the field.
  const descriptionError = (all: Record<string, string | undefined>) =>
    Object.entries(all).find(([key]) => key.startsWith('description.'))?.[1];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? T.editGroupTitle(typeLabel) : T.createGroupTitle(typeLabel)}
      size="lg"
    >
      <form noValidate onSubmit={(ev) => void submit(ev)} className="flex flex-col gap-4">
        <FormField
          label={`${T.name} *`}
          value={form.name}
          error={e('name')}
          onChange={(ev) => set('name', ev.target.value)}
        />
        <RichTextEditor
          label={`${T.description} *`}
          value={toRichText(form.description).blocks}
          maxLength={LIMITS.textField}
          error={e('description') ?? descriptionError(errors)}
          onChange={(blocks) => set('description', blocks)}
        />
        {timed && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField
              label={T.objective}
              rows={3}
              value={form.objective}
              error={e('objective')}
              onChange={(ev) => set('objective', ev.target.value)}
            />
            <TextAreaField
              label={T.memberRequirements}
              rows={3}
              value={form.member_requirements}
              error={e('member_requirements')}
              onChange={(ev) => set('member_requirements', ev.target.value)}
            />
          </div>
        )}
        {!timed && (
          <FormField
            label={`${T.country} *`}
            value={form.country}
            error={e('country')}
            onChange={(ev) => set('country', ev.target.value)}
          />
        )}
        {timed && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {groupType === 'circle' ? (
                <SelectField
                  label={`${T.circleType} *`}
                  placeholder=""
                  options={(circleTypes.data ?? []).map((t) => ({ value: t, label: t }))}
                  value={form.circle_type}
                  error={e('circle_type')}
                  onChange={(ev) => set('circle_type', ev.target.value)}
                />
              ) : (
                <SelectField
                  label={`${T.eventType} *`}
                  placeholder=""
                  options={EVENT_TYPES.map((t) => ({ value: t, label: groupTypeLabel(t) }))}
                  value={form.event_type}
                  error={e('event_type')}
                  onChange={(ev) => set('event_type', ev.target.value)}
                />
              )}
              <SelectField
                label={`${T.publicity} *`}
                options={[
                  { value: 'open', label: T.publicityOpen },
                  { value: 'closed', label: T.publicityClosed },
                ]}
                value={form.publicity}
                error={e('publicity')}
                onChange={(ev) => set('publicity', ev.target.value)}
              />
              <SelectField
                label={T.admission}
                options={[
                  { value: 'closed', label: T.admissionClosed },
                  { value: 'open', label: T.admissionOpen },
                ]}
                value={form.admission}
                onChange={(ev) => set('admission', ev.target.value)}
              />
              <FormField
                label={T.maximumSize}
                type="number"
                min={0}
                inputMode="numeric"
                value={form.maximum_size}
                error={e('maximum_size')}
                onChange={(ev) => set('maximum_size', ev.target.value)}
              />
              <FormField
                label={`${T.startDate} *`}
                type="date"
                value={form.start_date}
                error={e('start_date')}
                onChange={(ev) => set('start_date', ev.target.value)}
              />
              <FormField
                label={`${T.endDate} *`}
                type="date"
                value={form.end_date}
                error={e('end_date')}
                onChange={(ev) => set('end_date', ev.target.value)}
              />
              <FormField
                label={`${T.applicationOpenDate} *`}
                type="date"
                value={form.application_open_date}
                error={e('application_open_date')}
                onChange={(ev) => set('application_open_date', ev.target.value)}
              />
              <FormField
                label={`${T.applicationCloseDate} *`}
                type="date"
                value={form.application_close_date}
                error={e('application_close_date')}
                onChange={(ev) => set('application_close_date', ev.target.value)}
              />
            </div>
            <TagPicker
              label={`${T.topics} *`}
              value={form.topics}
              onChange={(topics) => set('topics', topics)}
              loadSuggestions={loadTopics}
              createItem={createTopic}
              max={7}
              error={e('topics')}
            />
            <CheckboxGroup
              legend={`${T.careerStages} *`}
              options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
              value={form.career_stages}
              onChange={(v) => set('career_stages', v)}
              error={e('career_stages')}
            />
            {groupType === 'circle' && (
              <>
                <CheckboxGroup
                  legend={`${T.sdgs} *`}
                  options={SDGS.map((s) => ({ value: s.id, label: `${s.id}. ${s.name}` }))}
                  value={form.relevant_sdgs}
                  onChange={(v) => set('relevant_sdgs', v)}
                  error={e('relevant_sdgs')}
                />
                <CheckboxGroup
                  legend={`${T.useCaseSelection} *`}
                  options={options.usecase_categories.map((o) => ({
                    value: Number(o.value),
                    label: o.label,
                  }))}
                  value={form.use_cases}
                  onChange={(v) => set('use_cases', v)}
                  error={e('use_cases')}
                />
              </>
            )}
            {groupType === 'event' && (
              <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
                <label className="flex h-11 items-center gap-2 text-sm text-text">
                  <input
                    type="checkbox"
                    checked={form.is_external}
                    onChange={(ev) => set('is_external', ev.target.checked)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {T.isExternal}
                </label>
                {form.is_external && (
                  <FormField
                    label={T.externalLink}
                    type="url"
                    value={form.external_link}
                    error={e('extra_info.external_link')}
                    onChange={(ev) => set('external_link', ev.target.value)}
                  />
                )}
              </div>
            )}
            <label className="flex items-center gap-2 text-sm font-medium text-text">
              <input
                type="checkbox"
                checked={form.is_paid}
                onChange={(ev) => set('is_paid', ev.target.checked)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {T.isPaid}
            </label>
            {form.is_paid && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={`${T.priceUsd} *`}
                  type="number"
                  step="0.01"
                  value={form.price}
                  error={e('price')}
                  onChange={(ev) => set('price', ev.target.value)}
                />
                <FormField
                  label={T.discount}
                  type="number"
                  value={form.discount}
                  error={e('discount')}
                  onChange={(ev) => set('discount', ev.target.value)}
                />
                <TextAreaField
                  label={T.paidFeatures}
                  className="sm:col-span-2"
                  rows={3}
                  value={form.paid_features}
                  error={e('paid_features')}
                  onChange={(ev) => set('paid_features', ev.target.value)}
                />
              </div>
            )}
          </>
        )}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button variant="outline" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? T.save : timed ? T.next : T.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
