import { AGENT_MESSAGES as M, type AgentInputStep, type AgentQuestion } from '@careerhub/shared';

export type Answer = string | number | boolean | string[];
export type StageCheck =
  { ok: true; answers: Record<string, Answer> } | { ok: false; fieldErrors: Record<string, string[]> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGISTRATION_FIELDS = ['first_name', 'last_name', 'country', 'email'] as const;

export const optionsOf = (q: Pick<AgentQuestion, 'options'>): string[] =>
  Array.isArray(q.options)
    ? q.options
    : (q.options ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** One question's answer, or the message that refuses it. */
function checkQuestion(q: AgentQuestion, value: unknown): { value?: Answer; error?: string } {
  if (isBlank(value)) return q.required ? { error: M.answerRequired(q.label) } : {};
  const options = optionsOf(q);
  switch (q.type) {
    case 'radio':
      // The answer is the chosen option's position, 1 … number of options.
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > options.length)
        return { error: M.outOfRange(q.label, options.length) };
      return { value };
    case 'selection': {
      const list = Array.isArray(value) ? value : [value];
      if (!list.every((v) => typeof v === 'string' && options.includes(v)))
        return { error: M.notAnOption(q.label) };
      return { value: Array.isArray(value) ? (value as string[]) : (value as string) };
    }
    case 'file':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return { error: M.required };
      return { value };
    default:
      if (typeof value !== 'string') return { error: M.notText(q.label) };
      return { value: value.trim() };
  }
}

/**
 * Checks a stage's answers against the input steps the viewer was shown: every required item
 * answered, radio positions in range, options among the options, checklist ticks true or false,
 * the registration step's fields (spec 5). Answers that belong to no input step are refused.
 */
export function checkStageAnswers(steps: AgentInputStep[], answers: Record<string, unknown>): StageCheck {
  const errors: Record<string, string[]> = {};
  const clean: Record<string, Answer> = {};
  const known = new Set<string>();
  const fail = (key: string, message: string) => (errors[key] = [...(errors[key] ?? []), message]);

  for (const step of steps) {
    for (const q of step.questions ?? []) {
      known.add(q.id);
      const { value, error } = checkQuestion(q, answers[q.id]);
      if (error) fail(q.id, error);
      else if (value !== undefined) clean[q.id] = value;
    }
    for (const section of step.sections ?? [])
      for (const option of section.options) {
        known.add(option.key);
        const value = answers[option.key];
        if (value === undefined) continue;
        if (value === true || value === 'true') clean[option.key] = true;
        else if (value === false || value === 'false') clean[option.key] = false;
        else fail(option.key, M.notChecked);
      }
    if (step.type === 'registration') {
      for (const field of REGISTRATION_FIELDS) {
        known.add(field);
        const value = answers[field] ?? (field === 'country' ? 'US' : undefined);
        if (isBlank(value)) fail(field, M.required);
        else if (typeof value !== 'string') fail(field, M.required);
        else if (field === 'email' && !EMAIL.test(value.trim())) fail(field, M.invalidEmail);
        else clean[field] = value.trim();
      }
    }
  }
  for (const key of Object.keys(answers)) if (!known.has(key)) fail(key, M.unknownAnswer);
  return Object.keys(errors).length ? { ok: false, fieldErrors: errors } : { ok: true, answers: clean };
}
