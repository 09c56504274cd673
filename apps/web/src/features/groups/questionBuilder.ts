import {
  GROUP_MESSAGES,
  groupQuestionSchema,
  type GroupQuestion,
  type GroupQuestionInput,
} from '@careerhub/shared';
import { firstMessages } from '../../components/form/validate';

export interface DraftQuestion {
  key: string;
  /** A saved question keeps its id: answers are stored by it. */
  id?: string;
  label: string;
  type: GroupQuestionInput['type'];
  required: boolean;
  options: string;
}

let counter = 0;
export const newDraftQuestion = (): DraftQuestion => ({
  key: `q${Date.now().toString(36)}${(counter += 1)}`,
  label: '',
  type: 'text',
  required: false,
  options: '',
});

/** A saved question, to edit. */
export const draftFromQuestion = (q: GroupQuestion): DraftQuestion => ({
  ...newDraftQuestion(),
  id: q.id,
  label: q.label,
  type: q.type,
  required: q.required,
  options: q.options,
});

const hasOptions = (type: DraftQuestion['type']) => type === 'radio' || type === 'selection';

/** Label required; radio and selection need their options (one per line). Keyed by draft key and field. */
export function validateQuestions(questions: DraftQuestion[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const question = { label: q.label, type: q.type, required: q.required, options: q.options };
    Object.assign(errors, firstMessages(groupQuestionSchema, question, `${q.key}.`));
    if (hasOptions(q.type) && q.options.trim() === '') errors[`${q.key}.options`] = GROUP_MESSAGES.required;
  }
  return errors;
}

/** The questions as extra_info.questions takes them (the server gives each an id). */
export function questionsPayload(questions: DraftQuestion[]): GroupQuestionInput[] {
  return questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    label: q.label.trim(),
    type: q.type,
    required: q.required,
    options: hasOptions(q.type) ? q.options.trim() : '',
  }));
}
