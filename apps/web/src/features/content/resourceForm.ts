import {
  CONTENT_LIMITS,
  blocksToPlainText,
  contentCreateSchema,
  contentUpdateSchema,
  type Block,
} from '@careerhub/shared';
import type { FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';
import type { TagItem } from '../../components/ui/TagPicker';
import { CONTENT_TEXT as T } from './text';
import type { Content, ContentFile } from './types';

export type ResourceKind = 'resource' | 'prompt';

/** An attached file: uploaded already (id) or still uploading (id null). */
export interface FormFile {
  id: number | null;
  name: string;
  file?: string;
  mime_type?: string;
}

export interface ResourceFormState {
  kind: ResourceKind;
  title: string;
  /** The text as the shared rich-text editor holds it. */
  blocks: Block[];
  isExternal: boolean;
  source: string;
  isPremium: boolean;
  files: FormFile[];
  thumbnail: FormFile | null;
  topics: TagItem[];
  topicArea: string;
  careerStages: number[];
  group: string;
}

export const MAX_FILES = CONTENT_LIMITS.files;
export const MAX_TOPICS = CONTENT_LIMITS.topics;

export const emptyResourceForm = (kind: ResourceKind, group?: number): ResourceFormState => ({
  kind,
  title: '',
  blocks: [],
  isExternal: false,
  source: '',
  isPremium: false,
  files: [],
  thumbnail: null,
  topics: [],
  topicArea: '',
  careerStages: [],
  group: group ? String(group) : '',
});

const asFormFile = (f: ContentFile): FormFile => ({
  id: f.id,
  name: f.name,
  file: f.file,
  mime_type: f.mime_type,
});

export const resourceFormFrom = (item: Content): ResourceFormState => ({
  kind: item.type === 'prompt' ? 'prompt' : 'resource',
  title: item.title,
  blocks: item.data.blocks,
  isExternal: item.sub_type === 'external',
  source: item.source ?? '',
  isPremium: item.is_premium,
  files: item.files.map(asFormFile),
  thumbnail: item.thumbnail_image ? asFormFile(item.thumbnail_image) : null,
  topics: item.topics_detailed.map((t) => ({ id: t.id, name: t.name })),
  topicArea: item.topic_area ? String(item.topic_area.id) : '',
  careerStages: item.career_stages,
  group: item.group ? String(item.group) : '',
});

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const hasText = (form: ResourceFormState) =>
  form.blocks.some((block) => block.type !== 'paragraph' || blocksToPlainText([block]).trim() !== '');

/**
 * The spec's rules for the contribute form (groups-jobs-payments 5): title and content required,
 * files max 7, one thumbnail, group required; a resource also needs topics (max 7), a topic area
 * and career stages. An external resource needs its source URL.
 */
export function validateResourceForm(form: ResourceFormState, editing = false): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors.title = T.required;
  if (!hasText(form)) errors.content = T.required;
  if (form.files.length > MAX_FILES) errors.files = T.maxFiles;
  if (form.files.some((f) => f.id === null)) errors.files = T.uploading;
  if (form.topics.length > MAX_TOPICS) errors.topics = T.maxTopics;
  if (!editing && !form.group) errors.group = T.required;
  if (form.kind === 'resource') {
    if (form.topics.length === 0) errors.topics = T.required;
    if (!form.topicArea) errors.topicArea = T.required;
    if (form.careerStages.length === 0) errors.careerStages = T.required;
  }
  if (form.isExternal && !form.source.trim()) errors.source = T.required;
  else if (form.isExternal && !isHttpUrl(form.source)) errors.source = T.invalidUrl;
  return errors;
}

/** The body of POST /contents/ (and, without type and group, of PATCH /contents/{id}/). */
export function resourcePayload(form: ResourceFormState, editing = false): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: form.title.trim(),
    data: { blocks: form.blocks },
    sub_type: form.isExternal ? 'external' : null,
    source: form.isExternal ? form.source.trim() : null,
    is_premium: form.isPremium,
    files: form.files.flatMap((f) => (f.id === null ? [] : [f.id])),
    thumbnail_image: form.thumbnail?.id ?? null,
    topics: form.topics.flatMap((t) => (t.id === null ? [] : [t.id])),
    topic_area: form.topicArea ? Number(form.topicArea) : null,
    career_stages: form.careerStages,
  };
  if (!editing) {
    body.type = form.kind;
    body.group = Number(form.group);
  }
  return body;
}

type Body = Record<string, unknown>;

/** The call's fields that the form names otherwise (the text is `blocks`, edited as rich text). */
export const RESOURCE_FIELD_NAMES: Record<string, string> = {
  content: 'blocks',
  data: 'blocks',
  topic_area: 'topicArea',
  career_stages: 'careerStages',
  thumbnail_image: 'thumbnail',
  sub_type: 'source',
};

const fieldOf = (path: string) => {
  const field = path.split('.')[0] ?? path;
  return RESOURCE_FIELD_NAMES[field] ?? field;
};

/**
 * The contribute form's check (the form kit): the spec's rules on the inputs, then the shared
 * create or update schema on the call's body, so `handleSubmit` hands over the request.
 */
export const resourceCheck =
  (editing: boolean): FormCheck<ResourceFormState, Body> =>
  (values) => {
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(validateResourceForm(values, editing)))
      errors[fieldOf(field)] ??= message;
    if (Object.keys(errors).length) return { errors };
    const body = resourcePayload(values, editing);
    for (const [path, message] of Object.entries(
      firstMessages(editing ? contentUpdateSchema : contentCreateSchema, body),
    ))
      errors[fieldOf(path)] ??= message;
    return Object.keys(errors).length ? { errors } : { data: body };
  };
