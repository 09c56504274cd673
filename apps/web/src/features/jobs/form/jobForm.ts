import {
  JOB_DEFAULT_END_DAYS,
  JOB_LOCATIONS_WITH_ADDRESS,
  JOB_MESSAGES,
  jobFormIssues,
  jobFormSchema,
  type GroupQuestionInput,
  type JobFormInput,
  type JobStatus,
} from '@careerhub/shared';
import type { FormCheck } from '../../../components/form';
import { firstMessages } from '../../../components/form/validate';
import { questionsPayload, validateQuestions, type DraftQuestion } from '../../groups/questionBuilder';
import type { TagItem } from '../../../components/ui/TagPicker';
import type { AdminJob } from '../admin/types';

/** The job form as its inputs hold it (strings for dates, ids and the country list). */
export interface JobFormState {
  title: string;
  /** The group id as the select holds it; '' until chosen. */
  group: string;
  job_type: string;
  job_location: string;
  address: string;
  description: string;
  requirements: string;
  skills: TagItem[];
  career_stages: number[];
  /** Comma-separated country names. */
  countries: string;
  application_open_date: string;
  application_close_date: string;
}

export const emptyJobForm = (groupId?: number): JobFormState => ({
  title: '',
  group: groupId ? String(groupId) : '',
  job_type: '',
  job_location: '',
  address: '',
  description: '',
  requirements: '',
  skills: [],
  career_stages: [],
  countries: '',
  application_open_date: '',
  application_close_date: '',
});

/** A date input's value (yyyy-mm-dd, local day) for a stored instant. */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The form filled from a job (editing). */
export function jobFormFrom(job: AdminJob): JobFormState {
  return {
    title: job.title,
    group: job.group ? String(job.group.id) : '',
    job_type: job.job_type,
    job_location: job.job_location,
    address: job.address ?? '',
    description: job.description,
    requirements: job.requirements ?? '',
    skills: (job.skills_detailed ?? []).map((s) => ({ id: s.id, name: s.name })),
    career_stages: job.career_stages ?? [],
    countries: (job.countries ?? []).join(', '),
    application_open_date: dayOf(job.application_open_date),
    application_close_date: dayOf(job.application_close_date),
  };
}

export const needsAddress = (location: string) =>
  (JOB_LOCATIONS_WITH_ADDRESS as readonly string[]).includes(location);

/** Choosing a location: a remote job keeps no address (section 5: cleared for remote). */
export const withLocation = (form: JobFormState, location: string): JobFormState => ({
  ...form,
  job_location: location,
  address: location === 'remote' ? '' : form.address,
});

/** A date input's day as an instant: its start, or its end for the closing date (local time). */
function instant(value: string, endOfDay = false): string | null {
  if (!value) return null;
  const date = new Date(`${value}T${endOfDay ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What POST /jobs/ receives for this form: `status` is pending for Save as Draft and approved for
 * Publish; a remote job sends no address; an empty end date becomes one day ahead (section 5).
 */
export function jobPayload(form: JobFormState, status: JobStatus, now: Date = new Date()): JobFormInput {
  const group = Number(form.group);
  return {
    title: form.title,
    description: form.description,
    requirements: form.requirements.trim() ? form.requirements : null,
    job_type: (form.job_type || undefined) as JobFormInput['job_type'],
    job_location: (form.job_location || undefined) as JobFormInput['job_location'],
    address: needsAddress(form.job_location) ? form.address.trim() || null : null,
    job_status: status,
    ...(Number.isInteger(group) && group > 0 ? { group } : {}),
    application_open_date: instant(form.application_open_date),
    application_close_date:
      instant(form.application_close_date, true) ??
      new Date(now.getTime() + JOB_DEFAULT_END_DAYS * DAY_MS).toISOString(),
    skills: form.skills.flatMap((s) => (s.id === null ? [] : [s.id])),
    career_stages: form.career_stages,
    countries: [
      ...new Set(
        form.countries
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ],
  };
}

/** The same job as a PATCH: every field but the group, which a job never changes. */
export function jobPatch(payload: JobFormInput): Omit<JobFormInput, 'group'> {
  const { group: _group, ...rest } = payload;
  return rest;
}

/** The first message of each field the shared schema refuses (the server checks the same schema). */
export function validateJobForm(payload: JobFormInput): Record<string, string> {
  const errors = firstMessages(jobFormSchema, payload);
  // zod skips the cross-field rules while a field fails; run them anyway so every message shows at once.
  const asDate = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  const lenient = {
    ...payload,
    application_open_date: asDate(payload.application_open_date),
    application_close_date: asDate(payload.application_close_date),
  } as Parameters<typeof jobFormIssues>[0];
  for (const [key, messages] of Object.entries(jobFormIssues(lenient))) errors[key] ??= messages[0]!;
  if (!payload.group) errors.group ??= JOB_MESSAGES.required;
  return errors;
}

/** The dialog's values: the job's fields and, when editing, its questions. */
export type JobFormValues = JobFormState & { questions: DraftQuestion[] };

/** What the dialog sends once the check passes; the button sets the status. */
export interface CheckedJob {
  job: JobFormInput;
  questions: GroupQuestionInput[];
}

/** The form field a request path belongs to (`countries.2` → `countries`); a question's path is `{key}.{field}`. */
export function jobFieldOf(path: string, questions: DraftQuestion[] = []): string {
  const question = /^extra_info\.questions\.(\d+)\.(\w+)/.exec(path);
  if (question) {
    const key = questions[Number(question[1])]?.key;
    return key ? `${key}.${question[2]}` : path;
  }
  return path.split('.')[0] ?? path;
}

/** The form's check: the request and the questions, or the first message per field (questions only when editing). */
export function jobFormCheck(withQuestions: boolean): FormCheck<JobFormValues, CheckedJob> {
  return ({ questions, ...form }) => {
    const job = jobPayload(form, 'approved');
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(validateJobForm(job))) errors[jobFieldOf(path)] ??= message;
    if (withQuestions) Object.assign(errors, validateQuestions(questions));
    if (Object.keys(errors).length > 0) return { errors };
    return { data: { job, questions: withQuestions ? questionsPayload(questions) : [] } };
  };
}
