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
import type { ZodForm } from '../../../components/form';
import { needsAddress, withLocation, type CheckedJob, type JobFormValues } from './jobForm';

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
  groupPicker,
}: {
  form: ZodForm<JobFormValues, CheckedJob>;
  /** The organization select, when the screen does not fix the group. */
  groupPicker?: ReactNode;
}) {
  const { options } = useAppConfig();
  const values = form.watch();
  const location = form.field('job_location');

  return (
    <div className="flex flex-col gap-4">
      <FormField label={`${T.title} *`} {...form.field('title')} />
      {groupPicker}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={`${T.jobType} *`}
          placeholder=""
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: T.jobTypes[t] ?? t }))}
          {...form.field('job_type')}
        />
        <SelectField
          label={`${T.jobLocation} *`}
          placeholder=""
          options={WORK_MODES.map((t) => ({ value: t, label: T.jobLocations[t] ?? t }))}
          {...location}
          onChange={(ev) => {
            // A remote job keeps no address.
            form.setValue('address', withLocation(form.getValues(), ev.target.value).address);
            return location.onChange(ev);
          }}
        />
      </div>
      {needsAddress(values.job_location) && (
        <FormField
          label={`${T.address} *`}
          hint={T.addressHint}
          autoComplete="street-address"
          {...form.field('address')}
        />
      )}
      <TextAreaField
        label={`${T.description} *`}
        rows={5}
        hint={counter(values.description)}
        {...form.field('description')}
      />
      <TextAreaField
        label={T.requirements}
        rows={3}
        hint={counter(values.requirements)}
        {...form.field('requirements')}
      />
      <TagPicker
        label={T.skills}
        value={values.skills}
        onChange={(skills) => form.change('skills', skills)}
        loadSuggestions={loadSkills}
        createItem={createSkill}
        max={LIMITS.skills}
        limitMessage={JOB_MESSAGES.maxSkills}
        error={form.errorOf('skills')}
      />
      <CheckboxGroup
        legend={T.careerStages}
        options={options.career_stages.map((o) => ({ value: Number(o.value), label: o.label }))}
        value={values.career_stages}
        onChange={(v) => form.change('career_stages', v)}
        error={form.errorOf('career_stages')}
      />
      <FormField label={T.countries} hint={T.countriesHint} {...form.field('countries')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={T.openDate} type="date" {...form.field('application_open_date')} />
        <FormField
          label={T.endDate}
          type="date"
          hint={T.endDateHint}
          {...form.field('application_close_date')}
        />
      </div>
    </div>
  );
}
