import {
  GROUP_MESSAGES,
  LIMITS,
  conferenceRegistrationIssues,
  countWords,
  type ConferenceRegistration,
  type GroupQuestion,
} from '@careerhub/shared';

/** Answers keyed by question id: text, the chosen option, or an uploaded file id. */
export type Answers = Record<string, string | number>;

/** The options of a radio or selection question, one per line (blank lines ignored). */
export const optionsOf = (q: Pick<GroupQuestion, 'options'>) =>
  q.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** A form that keeps the join questions' answers under `answers` (the join and apply dialogs). */
interface AnswersForm {
  getValues(name: 'answers'): Answers;
  setValue(name: 'answers', value: Answers): void;
  clearErrors(name: never): void;
}

/** QuestionFields' `onChange` for such a form: sets the one answer and clears that question's error. */
export const setAnswer = (form: AnswersForm) => (id: string, value: string | number) => {
  form.setValue('answers', { ...form.getValues('answers'), [id]: value });
  form.clearErrors(id as never);
};

/** Every required question answered, choices among their options, texts within 4000 characters. */
export function validateAnswers(questions: GroupQuestion[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const value = answers[q.id];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (q.required) errors[q.id] = GROUP_MESSAGES.required;
      continue;
    }
    if ((q.type === 'radio' || q.type === 'selection') && !optionsOf(q).includes(String(value)))
      errors[q.id] = GROUP_MESSAGES.unknownOption;
    else if (typeof value === 'string' && value.length > LIMITS.textField)
      errors[q.id] = GROUP_MESSAGES.maxText;
  }
  return errors;
}

/** Only answered questions go to the server, trimmed. */
export function answersPayload(
  questions: GroupQuestion[],
  answers: Answers,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const q of questions) {
    const value = answers[q.id];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') out[q.id] = value.trim();
    } else out[q.id] = value;
  }
  return out;
}

export type ConferenceForm = {
  [K in keyof ConferenceRegistration]-?: string;
};

export const EMPTY_CONFERENCE: ConferenceForm = {
  phone_number: '',
  alternative_phone_number: '',
  participant_type: 'attendee',
  submission_type: '',
  program_type: '',
  title: '',
  abstract: '',
  abstract_file: '',
  publication: '',
  dietary: '',
};

/** Presenter rules of section 5 plus the 250-word abstract; keys are the form's field names. */
export function validateConference(form: ConferenceForm): Record<string, string> {
  const payload = conferencePayload(form);
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(
    conferenceRegistrationIssues(form.participant_type, payload),
  )) {
    errors[path.replace('extra_info.', '')] = messages[0]!;
  }
  if (countWords(form.abstract) > LIMITS.abstractWords) errors.abstract = GROUP_MESSAGES.maxAbstractWords;
  return errors;
}

/** Blank fields are left out; the abstract file is an uploaded file id. */
export function conferencePayload(form: ConferenceForm): ConferenceRegistration {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (value.trim() === '') continue;
    out[key] = key === 'abstract_file' ? Number(value) : value.trim();
  }
  return out as ConferenceRegistration;
}
