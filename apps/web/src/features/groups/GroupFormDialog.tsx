import { useEffect, useState } from 'react';
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
  type Group,
} from '@careerhub/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../components/ui/TagPicker';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { RichTextEditor } from '../../components/richtext';
import { applyServerErrors, focusFirstInvalid, useZodForm } from '../../components/form';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useSaveGroup } from './api';
import { CheckboxGroup } from './CheckboxGroup';
import {
  emptyGroupForm,
  groupFieldOf,
  groupFormCheck,
  groupFormFrom,
  type GroupFormState,
} from './groupForm';
import { QuestionBuilder } from './QuestionBuilder';
import { groupPath, groupTypeLabel } from './paths';

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
  // The fields as the inputs hold them; the check builds the request and runs the shared schema on it.
  const form = useZodForm(
    groupFormCheck(groupType, parentId, editing?.extra_info.questions ?? []),
    editing ? groupFormFrom(editing) : emptyGroupForm(),
    'group-form',
    { focus: 'screen' },
  );
  const values = form.watch();
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
  const timed = groupType === 'circle' || groupType === 'event';
  const typeLabel = groupTypeLabel(groupType);

  const submit = form.handleSubmit(
    async (payload) => {
      try {
        const group = await save.mutateAsync(payload);
        notify(
          editing ? `Successfully updated ${groupType}` : `Successfully created ${groupType}`,
          'success',
        );
        if (!editing && timed) setCreated(group);
        else {
          props.onClose();
          if (!editing) void navigate(groupPath(group));
        }
      } catch (error) {
        applyServerErrors(form, error, groupFieldOf);
        notify(getErrorMessage(error), 'error');
      }
    },
    // The pickers and checkbox lists are not registered inputs: the first field on screen takes the focus.
    (errors) => focusFirstInvalid(errors, form.idPrefix),
  );

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

  const e = (key: keyof GroupFormState) => form.errorOf(key);
  const saving = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? T.editGroupTitle(typeLabel) : T.createGroupTitle(typeLabel)}
      size="lg"
    >
      <form noValidate onSubmit={(ev) => void submit(ev)} className="flex flex-col gap-4">
        <FormField label={`${T.name} *`} {...form.field('name')} />
        <RichTextEditor
          label={`${T.description} *`}
          value={toRichText(values.description).blocks}
          maxLength={LIMITS.textField}
          error={e('description')}
          onChange={(blocks) => form.change('description', blocks)}
        />
        {timed && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField label={T.objective} rows={3} {...form.field('objective')} />
            <TextAreaField label={T.memberRequirements} rows={3} {...form.field('member_requirements')} />
          </div>
        )}
        {!timed && <FormField label={`${T.country} *`} {...form.field('country')} />}
        {timed && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {groupType === 'circle' ? (
                <SelectField
                  label={`${T.circleType} *`}
                  placeholder=""
                  options={(circleTypes.data ?? []).map((t) => ({ value: t, label: t }))}
                  // Controlled: its options arrive after the first render.
                  id="group-form-circle_type"
                  value={values.circle_type}
                  error={e('circle_type')}
                  onChange={(ev) => form.change('circle_type', ev.target.value)}
                />
              ) : (
                <SelectField
                  label={`${T.eventType} *`}
                  placeholder=""
                  options={EVENT_TYPES.map((t) => ({ value: t, label: groupTypeLabel(t) }))}
                  {...form.field('event_type')}
                />
              )}
              <SelectField
                label={`${T.publicity} *`}
                options={[
                  { value: 'open', label: T.publicityOpen },
                  { value: 'closed', label: T.publicityClosed },
                ]}
                {...form.field('publicity')}
              />
              <SelectField
                label={T.admission}
                options={[
                  { value: 'closed', label: T.admissionClosed },
                  { value: 'open', label: T.admissionOpen },
                ]}
                {...form.field('admission')}
              />
              <FormField
                label={T.maximumSize}
                type="number"
                min={0}
                inputMode="numeric"
                {...form.field('maximum_size')}
              />
              <FormField label={`${T.startDate} *`} type="date" {...form.field('start_date')} />
              <FormField label={`${T.endDate} *`} type="date" {...form.field('end_date')} />
              <FormField
                label={`${T.applicationOpenDate} *`}
                type="date"
                {...form.field('application_open_date')}
              />
              <FormField
                label={`${T.applicationCloseDate} *`}
                type="date"
                {...form.field('application_close_date')}
              />
            </div>
            <TagPicker
              label={`${T.topics} *`}
              value={values.topics}
              onChange={(topics) => form.change('topics', topics)}
              loadSuggestions={loadTopics}
              createItem={createTopic}
              max={LIMITS.multiPicker}
              limitMessage={GROUP_MESSAGES.maxTopics}
              error={e('topics')}
            />
            <CheckboxGroup
              legend={`${T.careerStages} *`}
              options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
              value={values.career_stages}
              onChange={(v) => form.change('career_stages', v)}
              error={e('career_stages')}
            />
            {groupType === 'circle' && (
              <>
                <CheckboxGroup
                  legend={`${T.sdgs} *`}
                  options={SDGS.map((s) => ({ value: s.id, label: `${s.id}. ${s.name}` }))}
                  value={values.relevant_sdgs}
                  onChange={(v) => form.change('relevant_sdgs', v)}
                  error={e('relevant_sdgs')}
                />
                <CheckboxGroup
                  legend={`${T.useCaseSelection} *`}
                  options={options.usecase_categories.map((o) => ({
                    value: Number(o.value),
                    label: o.label,
                  }))}
                  value={values.use_cases}
                  onChange={(v) => form.change('use_cases', v)}
                  error={e('use_cases')}
                />
              </>
            )}
            {groupType === 'event' && (
              <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
                <label className="flex h-11 items-center gap-2 text-sm text-text">
                  <input
                    type="checkbox"
                    {...form.register('is_external')}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {T.isExternal}
                </label>
                {values.is_external && (
                  <FormField label={T.externalLink} type="url" {...form.field('external_link')} />
                )}
              </div>
            )}
            <label className="flex items-center gap-2 text-sm font-medium text-text">
              <input
                type="checkbox"
                {...form.register('is_paid')}
                className="size-4 accent-[var(--color-primary)]"
              />
              {T.isPaid}
            </label>
            {values.is_paid && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={`${T.priceUsd} *`} type="number" step="0.01" {...form.field('price')} />
                <FormField label={T.discount} type="number" {...form.field('discount')} />
                <TextAreaField
                  label={T.paidFeatures}
                  className="sm:col-span-2"
                  rows={3}
                  {...form.field('paid_features')}
                />
              </div>
            )}
          </>
        )}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button variant="outline" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? T.save : timed ? T.next : T.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
