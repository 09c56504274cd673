import {
  groupFormIssues,
  groupFormSchema,
  type GroupFields,
  type GroupFormInput,
  type GroupQuestionInput,
  type GroupType,
  type Group,
  type Block,
} from '@careerhub/shared';
import type { FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';

/** The group form as the inputs hold it (strings for numbers and dates). */
export interface GroupFormState {
  name: string;
  /** Rich text blocks from the editor, or plain text (a group saved before the editor). */
  description: string | Block[];
  objective: string;
  member_requirements: string;
  country: string;
  location: string;
  circle_type: string;
  event_type: string;
  publicity: string;
  admission: string;
  start_date: string;
  end_date: string;
  application_open_date: string;
  application_close_date: string;
  maximum_size: string;
  is_paid: boolean;
  price: string;
  paid_features: string;
  discount: string;
  topics: Array<{ id: number | null; name: string }>;
  career_stages: number[];
  relevant_sdgs: number[];
  use_cases: number[];
  is_external: boolean;
  external_link: string;
}

export const emptyGroupForm = (): GroupFormState => ({
  name: '',
  description: '',
  objective: '',
  member_requirements: '',
  country: '',
  location: '',
  circle_type: '',
  event_type: '',
  publicity: 'open',
  admission: 'closed',
  start_date: '',
  end_date: '',
  application_open_date: '',
  application_close_date: '',
  maximum_size: '',
  is_paid: false,
  price: '',
  paid_features: '',
  discount: '',
  topics: [],
  career_stages: [],
  relevant_sdgs: [],
  use_cases: [],
  is_external: false,
  external_link: '',
});

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The form filled from a group (editing). */
export function groupFormFrom(group: Group): GroupFormState {
  const named = new Map((group.topics_detailed ?? []).map((t) => [t.id, t.name]));
  return {
    ...emptyGroupForm(),
    name: group.name,
    description: group.description_blocks ?? group.description,
    objective: group.objective ?? '',
    member_requirements: group.member_requirements ?? '',
    country: group.country ?? '',
    location: group.location ?? '',
    circle_type: group.circle_type ?? '',
    event_type: group.event_type ?? '',
    publicity: group.publicity ?? 'open',
    admission: group.admission,
    start_date: day(group.start_date),
    end_date: day(group.end_date),
    application_open_date: day(group.application_open_date),
    application_close_date: day(group.application_close_date),
    maximum_size: group.maximum_size === null ? '' : String(group.maximum_size),
    is_paid: group.is_paid,
    price: group.price === null ? '' : String(group.price),
    paid_features: group.paid_features.join('\n'),
    discount: group.discount === null ? '' : String(group.discount),
    topics: group.topics.map((id) => ({ id, name: named.get(id) ?? `#${id}` })),
    career_stages: group.career_stages,
    relevant_sdgs: group.relevant_sdgs,
    use_cases: group.use_cases,
    is_external: group.is_external,
    external_link: group.external_link ?? '',
  };
}

/** A date input's day as an instant: start of the day, or its end for closing dates (local time). */
function instant(value: string, endOfDay = false): string | null {
  if (!value) return null;
  const date = new Date(`${value}T${endOfDay ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const num = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isNaN(n) ? (value as unknown as number) : n;
};

const isTimed = (type: GroupType) => type === 'circle' || type === 'event';

/** What POST /groups/ (or PATCH) receives for this form and group type. */
export function groupPayload(
  form: GroupFormState,
  groupType: GroupType,
  parentGroup: number | null,
  questions: GroupQuestionInput[] = [],
): GroupFormInput {
  const payload: GroupFormInput = {
    name: form.name,
    group_type: groupType,
    description: typeof form.description === 'string' ? form.description : { blocks: form.description },
    objective: form.objective || null,
    member_requirements: form.member_requirements || null,
    location: form.location || null,
    maximum_size: num(form.maximum_size),
    topics: form.topics.flatMap((t) => (t.id === null ? [] : [t.id])),
    career_stages: form.career_stages,
  };
  if (!isTimed(groupType)) return { ...payload, country: form.country || null };
  const paid = groupType === 'circle' || groupType === 'event' ? form.is_paid : false;
  return {
    ...payload,
    parent_group: parentGroup,
    group_duration: 'time_limited',
    publicity: (form.publicity || null) as GroupFormInput['publicity'],
    admission: form.admission as 'open' | 'closed',
    start_date: instant(form.start_date),
    end_date: instant(form.end_date, true),
    application_open_date: instant(form.application_open_date),
    application_close_date: instant(form.application_close_date, true),
    is_paid: paid,
    price: paid ? num(form.price) : null,
    paid_features: paid
      ? form.paid_features
          .split('\n')
          .map((f) => f.trim())
          .filter(Boolean)
      : [],
    discount: paid ? num(form.discount) : null,
    ...(groupType === 'circle'
      ? {
          circle_type: form.circle_type || null,
          relevant_sdgs: form.relevant_sdgs,
          use_cases: form.use_cases,
        }
      : {
          event_type: (form.event_type || null) as GroupFormInput['event_type'],
          extra_info: { is_external: form.is_external, external_link: form.external_link || null, questions },
        }),
  };
}

/** The first message of each field the shared schema refuses (the server checks the same schema). */
export function validateGroupForm(payload: GroupFormInput): Record<string, string> {
  const errors = firstMessages(groupFormSchema, payload);
  if (Object.keys(errors).length === 0) return {};
  // zod skips the cross-field rules while a field fails; run them anyway so every message shows at once.
  const asDate = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  const lenient = {
    ...payload,
    start_date: asDate(payload.start_date),
    end_date: asDate(payload.end_date),
    application_open_date: asDate(payload.application_open_date),
    application_close_date: asDate(payload.application_close_date),
  } as unknown as GroupFields;
  for (const [key, messages] of Object.entries(groupFormIssues(lenient))) errors[key] ??= messages[0]!;
  return errors;
}

/** The form field a payload path belongs to: `extra_info.external_link` → `external_link`, `description.blocks.2.…` → `description`. */
export function groupFieldOf(path: string): string {
  const [head = '', next] = path.split('.');
  return head === 'extra_info' && next ? next : head;
}

/** The form's check: the payload for this group type, or the first message per form field. */
export function groupFormCheck(
  groupType: GroupType,
  parentGroup: number | null,
  questions: GroupQuestionInput[] = [],
): FormCheck<GroupFormState, GroupFormInput> {
  return (form) => {
    const payload = groupPayload(form, groupType, parentGroup, questions);
    const found = validateGroupForm(payload);
    if (Object.keys(found).length === 0) return { data: payload };
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(found)) errors[groupFieldOf(path)] ??= message;
    return { errors };
  };
}
