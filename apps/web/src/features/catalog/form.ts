import {
  CATALOG_MESSAGES as M,
  aiToolCreateSchema,
  aiToolUpdateSchema,
  useCaseCreateSchema,
  useCaseUpdateSchema,
  type AiTool,
  type Block,
  type UseCase,
} from '@careerhub/shared';
import type { FormCheck } from '../../components/form';

/** An uploaded file kept in a form (id for the call, name to show). */
export interface FormFile {
  id: number;
  name: string;
}
export interface Named {
  id: number | null;
  name: string;
}

export interface UseCaseFormState {
  title: string;
  /** Rich text blocks from the editor; plain text for a use case written before it. */
  description: string | Block[];
  reason: string;
  group: string;
  aiTools: Named[];
  thumbnail: FormFile | null;
  document: FormFile | null;
  videoLink: string;
  topicArea: string;
  topics: Named[];
  careerStages: number[];
  professionalFields: number[];
  jobFunctions: number[];
  categories: number[];
  roles: number[];
  businessValue: string;
  complexity: string;
  innovationCategory: string;
  defaultGroup: Named[];
}

export function emptyUseCaseForm(group = ''): UseCaseFormState {
  return {
    title: '',
    description: '',
    reason: '',
    group,
    aiTools: [],
    thumbnail: null,
    document: null,
    videoLink: '',
    topicArea: '',
    topics: [],
    careerStages: [],
    professionalFields: [],
    jobFunctions: [],
    categories: [],
    roles: [],
    businessValue: '',
    complexity: '',
    innovationCategory: '',
    defaultGroup: [],
  };
}

export function formFromUseCase(item: UseCase): UseCaseFormState {
  return {
    title: item.title,
    description: item.description_blocks ?? item.description,
    reason: item.reason ?? '',
    group: item.group ? String(item.group) : '',
    aiTools: item.ai_tools_detailed.map((t) => ({ id: t.id, name: t.name })),
    thumbnail: item.thumbnail_image ? { id: item.thumbnail_image.id, name: item.thumbnail_image.name } : null,
    document: item.document ? { id: item.document.id, name: item.document.name } : null,
    videoLink: item.video_link ?? '',
    topicArea: item.topic_area ? String(item.topic_area.id) : '',
    topics: item.topics_detailed.map((t) => ({ id: t.id, name: t.name })),
    careerStages: item.career_stages,
    professionalFields: item.professional_fields,
    jobFunctions: item.job_functions,
    categories: item.categories,
    roles: item.roles,
    businessValue: item.business_value ?? '',
    complexity: item.complexity ?? '',
    innovationCategory: item.innovation_category ?? '',
    defaultGroup: item.default_group_detail
      ? [{ id: item.default_group_detail.id, name: item.default_group_detail.name }]
      : [],
  };
}

const ids = (items: Named[]) => items.flatMap((i) => (i.id === null ? [] : [i.id]));

/** The call's body. Staff-only fields are sent by staff only; default_group only when editing by someone allowed. */
export function payloadOfUseCase(
  f: UseCaseFormState,
  opts: { staff: boolean; editing: boolean; canSetDefaultGroup: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: f.title.trim(),
    description: typeof f.description === 'string' ? f.description : { blocks: f.description },
    reason: f.reason.trim() ? f.reason : null,
    group: f.group ? Number(f.group) : undefined,
    ai_tools: ids(f.aiTools),
    thumbnail_image: f.thumbnail?.id ?? null,
    document: f.document?.id ?? null,
    video_link: f.videoLink.trim(),
    job_functions: f.jobFunctions,
    categories: f.categories,
    roles: f.roles,
    business_value: f.businessValue || undefined,
    complexity: f.complexity || undefined,
    innovation_category: f.innovationCategory || undefined,
  };
  if (opts.staff)
    Object.assign(body, {
      topic_area: f.topicArea ? Number(f.topicArea) : null,
      topics: ids(f.topics),
      career_stages: f.careerStages,
      professional_fields: f.professionalFields,
    });
  if (opts.editing && opts.canSetDefaultGroup) body.default_group = ids(f.defaultGroup)[0] ?? null;
  return body;
}

/** The field names of the form for the call's fields (server errors land on the right input). */
export const USE_CASE_FIELD_NAMES: Record<string, keyof UseCaseFormState> = {
  ai_tools: 'aiTools',
  thumbnail_image: 'thumbnail',
  video_link: 'videoLink',
  topic_area: 'topicArea',
  career_stages: 'careerStages',
  professional_fields: 'professionalFields',
  job_functions: 'jobFunctions',
  business_value: 'businessValue',
  innovation_category: 'innovationCategory',
  default_group: 'defaultGroup',
};
export const AI_TOOL_FIELD_NAMES: Record<string, string> = {};

/** The first message per field, by the shared request schema (the server's own messages). */
export function checkPayload(
  kind: 'use_case' | 'ai_tool',
  body: Record<string, unknown>,
  editing: boolean,
): Record<string, string> {
  const schema =
    kind === 'use_case'
      ? editing
        ? useCaseUpdateSchema
        : useCaseCreateSchema
      : editing
        ? aiToolUpdateSchema
        : aiToolCreateSchema;
  const names = kind === 'use_case' ? USE_CASE_FIELD_NAMES : AI_TOOL_FIELD_NAMES;
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const result = schema.safeParse(clean);
  const errors: Record<string, string> = {};
  if (!editing) {
    for (const key of kind === 'use_case'
      ? ['title', 'description', 'group', 'business_value', 'complexity', 'innovation_category']
      : ['name', 'description', 'group'])
      if (body[key] === undefined || body[key] === '') errors[names[key] ?? key] = M.required;
  }
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const name = names[key] ?? key;
    errors[name] ??= issue.message;
  }
  return errors;
}

export interface AiToolFormState {
  name: string;
  description: string;
  group: string;
  logo: FormFile | null;
  categories: number[];
  website: string;
  roles: number[];
}

export const emptyAiToolForm = (group = ''): AiToolFormState => ({
  name: '',
  description: '',
  group,
  logo: null,
  categories: [],
  website: '',
  roles: [],
});

export const aiToolFormFrom = (item: AiTool): AiToolFormState => ({
  name: item.name,
  description: item.description,
  group: item.group ? String(item.group) : '',
  logo: item.logo ? { id: item.logo, name: 'logo' } : null,
  categories: item.categories,
  website: item.website ?? '',
  roles: item.roles,
});

export const aiToolPayload = (f: AiToolFormState): Record<string, unknown> => ({
  name: f.name.trim(),
  description: f.description,
  group: f.group ? Number(f.group) : undefined,
  logo: f.logo?.id ?? null,
  categories: f.categories,
  website: f.website.trim(),
  roles: f.roles,
});

/** The logo must be under 5 MB (5 × 1024 × 1024 bytes). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const isLogoTooLarge = (file: { size: number }) => file.size >= LOGO_MAX_BYTES;

/** The form field a server error belongs to: the call's field (first segment), renamed where the form differs. */
export const formFieldOf =
  (names: Record<string, string>) =>
  (path: string): string => {
    const field = path.split('.')[0] ?? path;
    return names[field] ?? field;
  };

type Body = Record<string, unknown>;
const asCheck =
  <Values>(
    build: (values: Values) => Body,
    kind: 'use_case' | 'ai_tool',
    editing: boolean,
  ): FormCheck<Values, Body> =>
  (values) => {
    const body = build(values);
    const errors = checkPayload(kind, body, editing);
    return Object.keys(errors).length ? { errors } : { data: body };
  };

/** The use case form's check: the call's body, or the first message per form field. */
export const useCaseCheck = (opts: { staff: boolean; editing: boolean; canSetDefaultGroup: boolean }) =>
  asCheck<UseCaseFormState>((f) => payloadOfUseCase(f, opts), 'use_case', opts.editing);

/** The AI tool form's check: the call's body, or the first message per form field. */
export const aiToolCheck = (editing: boolean) => asCheck<AiToolFormState>(aiToolPayload, 'ai_tool', editing);
