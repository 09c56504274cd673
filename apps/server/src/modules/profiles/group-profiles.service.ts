import {
  PROFILE_MESSAGES,
  VALIDATION,
  type BrandFlags,
  type GroupProfileInput,
  type Options,
} from '@careerhub/shared';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import { profilesPolicy } from './profiles.policy.js';
import { presentGroupProfile } from './profiles.presenter.js';
import type { GroupProfileRow, ProfilesRepository } from './profiles.repository.js';

const OTHER = 0;
const JOB_FUNCTION_ROLE = 3;
const INSTITUTIONAL_FIELDS = ['affiliation', 'college', 'department', 'uni_batch'] as const;

type Errors = Record<string, string[]>;

/**
 * The rules of the career questions (spec section 5): known options only, "Other" text only with
 * option 0, job function only for working professionals, university fields only on institutional
 * sites, country of origin only on diaspora sites, and the resets when an earlier answer changes.
 */
export function resolveGroupProfile(
  input: GroupProfileInput,
  existing: GroupProfileRow | undefined,
  options: Options,
  flags: Pick<BrandFlags, 'institutional' | 'diaspora'>,
): { changes: Partial<GroupProfileRow>; errors: Errors } {
  const errors: Errors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const known = (list: Array<{ value: number | string }>, value: number) =>
    list.some((o) => o.value === value);

  const role = input.current_role !== undefined ? input.current_role : (existing?.currentRole ?? null);
  let stage = input.career_stage !== undefined ? input.career_stage : (existing?.careerStage ?? null);
  const roleChanged =
    input.current_role !== undefined && input.current_role !== (existing?.currentRole ?? null);
  if (roleChanged && input.career_stage === undefined) stage = null;
  const allowedStages = role !== null ? options.role_stage_map[String(role)] : undefined;
  // High-school roles allow one stage only: it is set for the user.
  if (allowedStages?.length === 1) stage = Number(allowedStages[0]);

  if (input.current_role != null && !known(options.current_roles, input.current_role))
    fail('current_role', PROFILE_MESSAGES.unknownOption);
  if (stage !== null && !known(options.career_stages, stage))
    fail('career_stage', PROFILE_MESSAGES.unknownOption);
  if (stage !== null && stage !== OTHER && allowedStages && !allowedStages.includes(stage))
    fail('career_stage', PROFILE_MESSAGES.unknownOption);
  if (input.professional_field != null && !known(options.professional_fields, input.professional_field))
    fail('professional_field', PROFILE_MESSAGES.unknownOption);
  if (input.job_function != null && !known(options.job_functions, input.job_function))
    fail('job_function', PROFILE_MESSAGES.unknownOption);
  for (const reason of input.reason_to_join ?? [])
    if (!known(options.reason_to_join, reason)) fail('reason_to_join', PROFILE_MESSAGES.unknownOption);

  const stageChanged = stage !== (existing?.careerStage ?? null);
  let reasons = input.reason_to_join ?? existing?.reasonToJoin ?? [];
  let goal = input.career_goal !== undefined ? input.career_goal : (existing?.careerGoal ?? null);
  if (stageChanged && existing && input.reason_to_join === undefined) reasons = [];
  if (stageChanged && existing && input.career_goal === undefined) goal = null;

  const professionalField =
    input.professional_field !== undefined ? input.professional_field : (existing?.professionalField ?? null);
  if (input.career_stage_extra && stage !== OTHER)
    fail('career_stage_extra', PROFILE_MESSAGES.extraTextOnlyForOther);
  if (input.reason_to_join_extra && !reasons.includes(OTHER))
    fail('reason_to_join_extra', PROFILE_MESSAGES.extraTextOnlyForOther);
  if (input.professional_field_extra && professionalField !== OTHER)
    fail('professional_field_extra', PROFILE_MESSAGES.extraTextOnlyForOther);
  if (input.job_function != null && role !== JOB_FUNCTION_ROLE)
    fail('job_function', PROFILE_MESSAGES.jobFunctionOnlyForRole);

  const extra = { ...(existing?.extraInfo ?? {}), ...(input.extra_info ?? {}) } as Record<string, unknown>;
  if (input.extra_info) {
    for (const field of INSTITUTIONAL_FIELDS) {
      if (input.extra_info[field] && !flags.institutional)
        fail(`extra_info.${field}`, PROFILE_MESSAGES.institutionalOnly);
    }
    if (input.extra_info.country_of_origin && !flags.diaspora)
      fail('extra_info.country_of_origin', PROFILE_MESSAGES.diasporaOnly);
    if (flags.institutional && !extra.department) fail('extra_info.department', VALIDATION.required);
  }

  return {
    errors,
    changes: {
      currentRole: role,
      careerStage: stage,
      careerStageExtra:
        stage === OTHER ? (input.career_stage_extra ?? existing?.careerStageExtra ?? null) : null,
      reasonToJoin: reasons,
      reasonToJoinExtra: reasons.includes(OTHER)
        ? (input.reason_to_join_extra ?? existing?.reasonToJoinExtra ?? null)
        : null,
      professionalField,
      professionalFieldExtra:
        professionalField === OTHER
          ? (input.professional_field_extra ?? existing?.professionalFieldExtra ?? null)
          : null,
      jobFunction:
        role === JOB_FUNCTION_ROLE
          ? input.job_function !== undefined
            ? input.job_function
            : (existing?.jobFunction ?? null)
          : null,
      aiKnowledgeLevel:
        input.ai_knowledge_level !== undefined
          ? input.ai_knowledge_level
          : (existing?.aiKnowledgeLevel ?? null),
      careerGoal: goal,
      extraInfo: extra,
    },
  };
}

export function createGroupProfilesService(deps: {
  profiles: ProfilesRepository;
  groups: GroupsRepository;
  getOptions: () => Promise<Options>;
}) {
  async function save(viewer: UserRow, input: GroupProfileInput, flags: BrandFlags, id?: number) {
    const existing = id
      ? await deps.profiles.groupProfileById(id)
      : await deps.profiles.groupProfile(viewer.id, input.group ?? null);
    if (id && !existing) throw notFound();
    if (existing && !profilesPolicy.canEdit(viewer, existing.userId)) throw forbidden();
    const { changes, errors } = resolveGroupProfile(input, existing, await deps.getOptions(), flags);
    if (Object.keys(errors).length) throw new AppError(400, VALIDATION.formSummary, { field_errors: errors });
    if (input.institution !== undefined) {
      changes.institutionId =
        typeof input.institution === 'string'
          ? (await deps.groups.findOrCreateInstitution(input.institution, viewer.id)).id
          : input.institution;
    }
    const row = existing
      ? await deps.profiles.updateGroupProfile(existing.id, changes)
      : await deps.profiles.insertGroupProfile({
          ...changes,
          userId: viewer.id,
          groupId: input.group ?? null,
        });
    return presentGroupProfile(row);
  }

  return {
    create: (viewer: UserRow, input: GroupProfileInput, flags: BrandFlags) => save(viewer, input, flags),
    update: (viewer: UserRow, id: number, input: GroupProfileInput, flags: BrandFlags) =>
      save(viewer, input, flags, id),
    async list(viewer: UserRow) {
      const row = await deps.profiles.primaryGroupProfile(viewer.id);
      return row ? [presentGroupProfile(row)] : [];
    },
  };
}
export type GroupProfilesService = ReturnType<typeof createGroupProfilesService>;
