import type { ReactNode } from 'react';
import {
  EMPLOYMENT_TYPES,
  JOB_MESSAGES,
  JOBS_ADMIN_TEXT as T,
  LIMITS,
  WORK_MODES,
  type Page,
} from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
import { SelectField } from '../../../components/ui/SelectField';
import { TagPicker, type TagItem } from '../../../components/ui/TagPicker';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { api } from '../../../lib/api';
import { useAppConfig } from '../../../app/providers/AppConfigProvider';
import { CheckboxGroup } from '../../groups/CheckboxGroup';
import { needsAddress, withLocation, type JobFormState } from './jobForm';

const loadSkills = async (search: string, signal: AbortSignal): Promise<TagItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/topics/', {
      signal,
      silent: true,
      query: { topic_type: 'skill', search, page_size: 8 },
    })
  ).data;
const createSkill = async (name: string): Promise<TagItem | null> =>
  api.post<{ id: number; name: string }>('/topics/', { name, topic_type: 'skill' }, { silent: true });

const counter = (text: string) => T.characters(text.length, LIMITS.textField);

/** The job's fields (section 3, Job), with the messages of section 5 under each. */
export function JobFormFields({
  form,
  onChange,
  errors,
  groupPicker,
}: {
  form: JobFormState;
  onChange: (form: JobFormState) => void;
  errors: Record<string, string>;
  /** The organization select, when the screen does not fix the group. */
  groupPicker?: ReactNode;
}) {
  const { options } = useAppConfig();
  const set = <K extends keyof JobFormState>(key: K, value: JobFormState[K]) =>
    onChange({ ...form, [key]: value });
  const e = (key: string) => errors[key];

  return (
    <div className="flex flex-col gap-4">
      <FormField
        label={`${T.title} *`}
        value={form.title}
        error={e('title')}
        onChange={(ev) => set('title', ev.target.value)}
      />
      {groupPicker}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={`${T.jobType} *`}
          placeholder=""
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: T.jobTypes[t] ?? t }))}
          value={form.job_type}
          error={e('job_type')}
          onChange={(ev) => set('job_type', ev.target.value)}
        />
        <SelectField
          label={`${T.jobLocation} *`}
          placeholder=""
          options={WORK_MODES.map((t) => ({ value: t, label: T.jobLocations[t] ?? t }))}
          value={form.job_location}
          error={e('job_location')}
          onChange={(ev) => onChange(withLocation(form, ev.target.value))}
        />
      </div>
      {needsAddress(form.job_location) && (
        <FormField
          label={`${T.address} *`}
          value={form.address}
          error={e('address')}
          hint={T.addressHint}
          autoComplete="street-address"
          onChange={(ev) => set('address', ev.target.value)}
        />
      )}
      <TextAreaField
        label={`${T.description} *`}
        rows={5}
        value={form.description}
        error={e('description')}
        hint={counter(form.description)}
        onChange={(ev) => set('description', ev.target.value)}
      />
      <TextAreaField
        label={T.requirements}
        rows={3}
        value={form.requirements}
        error={e('requirements')}
        hint={counter(form.requirements)}
        onChange={(ev) => set('requirements', ev.target.value)}
      />
      <TagPicker
        label={T.skills}
        value={form.skills}
        onChange={(skills) => set('skills', skills)}
        loadSuggestions={loadSkills}
        createItem={createSkill}
        max={LIMITS.skills}
        limitMessage={JOB_MESSAGES.maxSkills}
        error={e('skills')}
      />
      <CheckboxGroup
        legend={T.careerStages}
        options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
        value={form.career_stages}
        onChange={(v) => set('career_stages', v)}
        error={e('career_stages')}
      />
      <FormField
        label={T.countries}
        value={form.countries}
        error={e('countries')}
        hint={T.countriesHint}
        onChange={(ev) => set('countries', ev.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={T.openDate}
          type="date"
          value={form.application_open_date}
          error={e('application_open_date')}
          onChange={(ev) => set('application_open_date', ev.target.value)}
        />
        <FormField
          label={T.endDate}
          type="date"
          value={form.application_close_date}
          error={e('application_close_date')}
          hint={T.endDateHint}
          onChange={(ev) => set('application_close_date', ev.target.value)}
        />
      </div>
    </div>
  );
}
