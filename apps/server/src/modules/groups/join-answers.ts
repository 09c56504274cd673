import { GROUP_MESSAGES as M, LIMITS, VALIDATION } from '@careerhub/shared';
import type { GroupQuestionRow } from '../../db/schema/index.js';

const optionsOf = (q: GroupQuestionRow) =>
  q.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Answers to a group's join questions, keyed by question id: required ones must be answered,
 * radio and selection answers must be listed options, text at most 4000 characters, a file an
 * uploaded file id. Answers to unknown questions are dropped.
 */
export function checkAnswers(questions: GroupQuestionRow[], given: Record<string, unknown>) {
  const answers: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const field = `extra_info.${q.id}`;
    const value = given[q.id];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (q.required) errors[field] = [M.required];
      continue;
    }
    if (q.type === 'file') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
        errors[field] = [VALIDATION.invalidValue];
      else answers[q.id] = value;
      continue;
    }
    if (q.type === 'radio' || q.type === 'selection') {
      const picked = Array.isArray(value) ? value : [value];
      const allowed = optionsOf(q);
      if (
        picked.some((p) => typeof p !== 'string' || !allowed.includes(p)) ||
        (q.type === 'radio' && picked.length > 1)
      ) {
        errors[field] = [M.unknownOption];
      } else answers[q.id] = q.type === 'radio' ? picked[0] : picked;
      continue;
    }
    if (typeof value !== 'string') errors[field] = [VALIDATION.invalidValue];
    else if (value.length > LIMITS.textField) errors[field] = [M.maxText];
    else answers[q.id] = value.trim();
  }
  return { answers, errors };
}
