import type { CareerGoal, OptionItem, Options } from '@careerhub/shared';

/** The career questions of the wizard, as the group profile stores them. */
export interface CareerAnswers {
  current_role: number | null;
  job_function: number | null;
  career_stage: number | null;
  career_stage_extra: string;
  reason_to_join: number[];
  reason_to_join_extra: string;
  professional_field: number | null;
  professional_field_extra: string;
  ai_knowledge_level: number | null;
  career_goal: CareerGoal | null;
}

export const EMPTY_ANSWERS: CareerAnswers = {
  current_role: null,
  job_function: null,
  career_stage: null,
  career_stage_extra: '',
  reason_to_join: [],
  reason_to_join_extra: '',
  professional_field: null,
  professional_field_extra: '',
  ai_knowledge_level: null,
  career_goal: null,
};

/** "Other": the choice that opens a text box (spec section 5). */
export const OTHER = 0;
/** Job function applies only when the current role is 3. */
export const JOB_FUNCTION_ROLE = 3;

type MapOptions = Pick<Options, 'career_stages' | 'reason_to_join' | 'role_stage_map' | 'career_reason_map'>;

const numbers = (values: ReadonlyArray<number | string> | undefined) => values?.map(Number);

/** Career stages a current role allows (all of them when the role has no entry). */
export function stagesForRole(role: number | null, options: MapOptions): OptionItem[] {
  const allowed = role === null ? undefined : numbers(options.role_stage_map[String(role)]);
  if (!allowed) return options.career_stages;
  // "Other" stays available unless the role fixes a single stage.
  return options.career_stages.filter(
    (s) => allowed.includes(Number(s.value)) || (allowed.length > 1 && Number(s.value) === OTHER),
  );
}

/** A role with exactly one allowed stage (high-school roles) fixes it: the basic career stage. */
export function forcedStage(role: number | null, options: MapOptions): number | null {
  const allowed = role === null ? undefined : numbers(options.role_stage_map[String(role)]);
  return allowed?.length === 1 ? allowed[0]! : null;
}

/** Reasons to join that fit a career stage (all of them when the stage has no entry). */
export function reasonsForStage(stage: number | null, options: MapOptions): OptionItem[] {
  const allowed = stage === null ? undefined : numbers(options.career_reason_map[String(stage)]);
  if (!allowed) return options.reason_to_join;
  return options.reason_to_join.filter((r) => allowed.includes(Number(r.value)));
}

/** Changing career stage clears the chosen career goal and the reason-to-join selection. */
export function setCareerStage(answers: CareerAnswers, stage: number | null): CareerAnswers {
  if (stage === answers.career_stage) return answers;
  return {
    ...answers,
    career_stage: stage,
    career_stage_extra: stage === OTHER ? answers.career_stage_extra : '',
    reason_to_join: [],
    reason_to_join_extra: '',
    career_goal: null,
  };
}

/** Changing current role resets the career stage; a high-school role forces the basic stage. */
export function setCurrentRole(
  answers: CareerAnswers,
  role: number | null,
  options: MapOptions,
): CareerAnswers {
  if (role === answers.current_role) return answers;
  const next = {
    ...answers,
    current_role: role,
    job_function: role === JOB_FUNCTION_ROLE ? answers.job_function : null,
  };
  return setCareerStage(next, forcedStage(role, options));
}

export function toggleReason(answers: CareerAnswers, reason: number): CareerAnswers {
  const chosen = answers.reason_to_join.includes(reason);
  const reason_to_join = chosen
    ? answers.reason_to_join.filter((r) => r !== reason)
    : [...answers.reason_to_join, reason];
  return {
    ...answers,
    reason_to_join,
    reason_to_join_extra: reason_to_join.includes(OTHER) ? answers.reason_to_join_extra : '',
  };
}

/** Answers from a stored group profile (GET /users/profile/ group_profile). */
export function answersFromGroupProfile(
  g: Partial<Record<keyof CareerAnswers, unknown>> | null | undefined,
): CareerAnswers {
  if (!g) return EMPTY_ANSWERS;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    current_role: num(g.current_role),
    job_function: num(g.job_function),
    career_stage: num(g.career_stage),
    career_stage_extra: text(g.career_stage_extra),
    reason_to_join: Array.isArray(g.reason_to_join)
      ? g.reason_to_join.filter((r) => typeof r === 'number')
      : [],
    reason_to_join_extra: text(g.reason_to_join_extra),
    professional_field: num(g.professional_field),
    professional_field_extra: text(g.professional_field_extra),
    ai_knowledge_level: num(g.ai_knowledge_level),
    career_goal: (typeof g.career_goal === 'string' ? g.career_goal : null) as CareerGoal | null,
  };
}
