import { JOB_DEFAULT_END_DAYS, type JobForm, type JobPatch } from '@careerhub/shared';
import { withQuestionIds } from '../groups/groups.forms.js';
import type { JobRow, NewJob } from './jobs.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
type JobFormFields = Omit<JobForm, 'group'>;

/** The job as the form would send it back (for merging a PATCH and re-checking the rules). */
export function formOf(row: JobRow): JobFormFields {
  return {
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    job_type: row.jobType as JobForm['job_type'],
    job_location: row.jobLocation as JobForm['job_location'],
    address: row.address,
    job_status: row.jobStatus as JobForm['job_status'],
    application_open_date: row.applicationOpenDate,
    application_close_date: row.applicationCloseDate,
    skills: row.skills,
    career_stages: row.careerStages,
    countries: row.countries,
    job_functions: row.jobFunctions,
    professional_fields: row.professionalFields,
    extra_info: { questions: row.extraInfo.questions },
  };
}

/**
 * Form fields → columns. Remote jobs keep no address; a missing end date becomes one day ahead
 * (spec section 5); questions keep their ids and new ones get one.
 */
export function columnsOf(form: Partial<JobFormFields> | JobPatch, now: Date): Partial<NewJob> {
  const out: Partial<NewJob> = {};
  const set = <K extends keyof NewJob>(key: K, value: NewJob[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('title', form.title);
  set('description', form.description);
  set('requirements', form.requirements === null ? '' : form.requirements);
  set('jobType', form.job_type);
  set('jobLocation', form.job_location);
  set('address', form.address === undefined ? undefined : form.address?.trim() || null);
  if (form.job_location === 'remote') out.address = null;
  set('jobStatus', form.job_status);
  set('applicationOpenDate', form.application_open_date);
  if (form.application_close_date !== undefined)
    out.applicationCloseDate =
      form.application_close_date ?? new Date(now.getTime() + JOB_DEFAULT_END_DAYS * DAY_MS);
  set('skills', form.skills ? [...new Set(form.skills)] : undefined);
  set('careerStages', form.career_stages ? [...new Set(form.career_stages)] : undefined);
  set('countries', form.countries ? [...new Set(form.countries)] : undefined);
  set('jobFunctions', form.job_functions);
  set('professionalFields', form.professional_fields);
  if (form.extra_info) out.extraInfo = { questions: withQuestionIds(form.extra_info.questions) };
  return out;
}
