import { type Block, type GroupFields, type GroupQuestion } from '@careerhub/shared';
import { randomUUID } from 'node:crypto';
import type { GroupExtraInfo } from '../../db/schema/groups.js';
import { sanitizeRichText } from '../../platform/richtext/index.js';
import type { GroupRow, NewGroup } from './groups.repository.js';

/** The stored group as the form's fields, so a PATCH can be checked as a whole. */
export function formOf(row: GroupRow): GroupFields {
  return {
    name: row.name,
    group_type: row.groupType as GroupFields['group_type'],
    description: row.description,
    objective: row.objective,
    member_requirements: row.memberRequirements,
    impact: row.impact,
    level: row.level,
    location: row.location,
    country: row.country,
    group_duration: row.groupDuration as GroupFields['group_duration'],
    circle_type: row.circleType,
    event_type: row.eventType as GroupFields['event_type'],
    publicity: row.publicity as GroupFields['publicity'],
    visibility: row.visibility as 0 | 20,
    admission: row.admission as 'open' | 'closed',
    topics: row.topics,
    countries: row.countries,
    career_stages: row.careerStages,
    roles: row.roles,
    professional_fields: row.professionalFields,
    job_functions: row.jobFunctions,
    categories: row.categories,
    relevant_sdgs: row.relevantSdgs,
    business_value: row.businessValue,
    complexity: row.complexity,
    innovation_category: row.innovationCategory,
    use_cases: row.useCases,
    maximum_size: row.maximumSize,
    start_date: row.startDate,
    end_date: row.endDate,
    application_open_date: row.applicationOpenDate,
    application_close_date: row.applicationCloseDate,
    is_paid: row.isPaid,
    price: row.price === null ? null : Number(row.price),
    paid_features: row.paidFeatures,
    discount: row.discount,
    parent_group: row.parentId,
    extra_info: {
      is_external: row.extraInfo.is_external,
      external_link: row.extraInfo.external_link ?? null,
      questions: row.extraInfo.questions,
    },
    create_google_classroom: row.createGoogleClassroom,
  };
}

/** Questions keep their ids; new ones get one. */
export function withQuestionIds(
  questions: Array<Omit<GroupQuestion, 'id'> & { id?: string | undefined }>,
): GroupQuestion[] {
  return questions.map((q) => ({ ...q, id: q.id ?? randomUUID().slice(0, 8) }));
}

/**
 * A description from the form as its columns: rich text is sanitised (a 400 names
 * "description.blocks…") and kept as blocks beside its plain text; plain text stays plain text.
 */
function descriptionOf(value: GroupFields['description']): { text: string; blocks: Block[] | null } {
  if (typeof value === 'string') return { text: value, blocks: null };
  const clean = sanitizeRichText(value, { field: 'description' });
  return { text: clean.rawText, blocks: clean.data.blocks };
}

/**
 * Form fields → columns (only the fields present). `current` is the stored extra_info on an
 * update, so a PATCH of the description keeps the questions and one of the questions keeps the
 * description's blocks.
 */
export function columnsOf(form: Partial<GroupFields>, current?: GroupExtraInfo): Partial<NewGroup> {
  const c: Partial<NewGroup> = {};
  const set = <K extends keyof NewGroup>(key: K, value: NewGroup[K] | undefined) => {
    if (value !== undefined) c[key] = value;
  };
  set('name', form.name);
  set('groupType', form.group_type);
  const description = form.description !== undefined ? descriptionOf(form.description) : undefined;
  set('description', description?.text);
  set('objective', form.objective);
  set('memberRequirements', form.member_requirements);
  set('impact', form.impact);
  set('level', form.level);
  set('location', form.location);
  set('country', form.country);
  set('groupDuration', form.group_duration);
  set('circleType', form.circle_type);
  set('eventType', form.event_type);
  if (form.publicity !== undefined) c.publicity = form.publicity ?? 'open';
  set('visibility', form.visibility);
  set('admission', form.admission);
  set('topics', form.topics);
  set('countries', form.countries);
  set('careerStages', form.career_stages);
  set('roles', form.roles);
  set('professionalFields', form.professional_fields);
  set('jobFunctions', form.job_functions);
  set('categories', form.categories);
  set('relevantSdgs', form.relevant_sdgs);
  set('businessValue', form.business_value);
  set('complexity', form.complexity);
  set('innovationCategory', form.innovation_category);
  set('useCases', form.use_cases);
  set('maximumSize', form.maximum_size);
  set('startDate', form.start_date);
  set('endDate', form.end_date);
  set('applicationOpenDate', form.application_open_date);
  set('applicationCloseDate', form.application_close_date);
  set('isPaid', form.is_paid);
  if (form.price !== undefined) c.price = form.price === null ? null : form.price.toFixed(2);
  set('paidFeatures', form.paid_features);
  set('discount', form.discount);
  set('parentId', form.parent_group);
  if (form.extra_info || description || current?.description_blocks) {
    const { description_blocks: storedBlocks, ...stored } = current ?? { is_external: false, questions: [] };
    const blocks = description ? description.blocks : (storedBlocks ?? null);
    c.extraInfo = {
      ...(form.extra_info
        ? {
            is_external: form.extra_info.is_external,
            external_link: form.extra_info.external_link ?? null,
            questions: withQuestionIds(form.extra_info.questions),
          }
        : stored),
      ...(blocks ? { description_blocks: blocks } : {}),
    };
  }
  set('createGoogleClassroom', form.create_google_classroom);
  return c;
}
