import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES as M, INVITATION_MESSAGES as I, type GroupQuestion } from '@careerhub/shared';
import { emptyGroupForm, groupPayload, validateGroupForm, type GroupFormState } from './groupForm';
import { addEmails, inviteCheck } from './inviteForm';
import { EMPTY_CONFERENCE, answersPayload, validateAnswers, validateConference } from './joinForm';
import { newDraftQuestion, questionsPayload, validateQuestions } from './questionBuilder';

const filledCircle = (patch: Partial<GroupFormState> = {}): GroupFormState => ({
  ...emptyGroupForm(),
  name: 'Data Circle',
  description: 'Learn together',
  circle_type: 'Learning Circle',
  start_date: '2030-01-10',
  end_date: '2030-02-10',
  application_open_date: '2029-12-01',
  application_close_date: '2030-01-05',
  topics: [{ id: 3, name: 'Data' }],
  career_stages: [2],
  relevant_sdgs: [4],
  use_cases: [1],
  ...patch,
});

describe('group form', () => {
  it('an empty circle form names every required field with "Required"', () => {
    const errors = validateGroupForm(groupPayload(emptyGroupForm(), 'circle', 1));
    for (const field of [
      'name',
      'description',
      'topics',
      'career_stages',
      'start_date',
      'end_date',
      'application_open_date',
      'application_close_date',
      'relevant_sdgs',
      'circle_type',
      'use_cases',
    ])
      expect(errors[field], field).toBe(M.required);
  });

  it('a filled circle passes, with the dates as instants and the closing days to their end', () => {
    const payload = groupPayload(filledCircle(), 'circle', 7);
    expect(validateGroupForm(payload)).toEqual({});
    expect(payload).toMatchObject({
      parent_group: 7,
      group_duration: 'time_limited',
      topics: [3],
      is_paid: false,
    });
    expect(new Date(payload.end_date as string).getHours()).toBe(23);
    expect(new Date(payload.start_date as string).getHours()).toBe(0);
  });

  it('uses the spec messages for limits', () => {
    const errors = validateGroupForm(
      groupPayload(
        filledCircle({
          description: 'x'.repeat(4001),
          maximum_size: '-1',
          relevant_sdgs: [1, 2, 3, 4],
          topics: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `t${i}` })),
          is_paid: true,
          price: '0',
          discount: '101',
          paid_features: 'a\nb\nc\nd',
        }),
        'circle',
        1,
      ),
    );
    expect(errors).toMatchObject({
      description: M.maxText,
      maximum_size: M.positiveOnly,
      relevant_sdgs: M.maxSdgs,
      topics: M.maxTopics,
      price: M.greaterThanZero,
      discount: M.discountOver100,
      paid_features: M.maxPaidFeatures,
    });
    expect(validateGroupForm(groupPayload(filledCircle({ is_paid: true }), 'circle', 1)).price).toBe(
      M.required,
    );
    expect(
      validateGroupForm(
        groupPayload(filledCircle({ is_paid: true, price: '5', discount: '-2' }), 'circle', 1),
      ).discount,
    ).toBe(M.discountNegative);
  });

  it('events need an event type; organizations need a country and no dates', () => {
    expect(validateGroupForm(groupPayload(filledCircle(), 'event', 1)).event_type).toBe(M.required);
    const org = groupPayload({ ...emptyGroupForm(), name: 'Org', description: 'd' }, 'organization', null);
    expect(org).not.toHaveProperty('start_date');
    expect(validateGroupForm(org)).toEqual({ country: M.required });
  });
});

describe('invite form', () => {
  it('adds valid new addresses, refuses bad and duplicate ones with the spec messages', () => {
    expect(addEmails([], 'a@b.org, c@d.org')).toEqual({
      list: ['a@b.org', 'c@d.org'],
      rest: '',
      error: null,
    });
    expect(addEmails([], 'nope')).toEqual({ list: [], rest: 'nope', error: I.emailInvalid });
    expect(addEmails(['a@b.org'], 'A@B.org')).toMatchObject({ list: ['a@b.org'], error: I.emailDuplicate });
    expect(addEmails([], 'x@y.org bad')).toEqual({ list: ['x@y.org'], rest: 'bad', error: I.emailInvalid });
  });
  it('needs at least one address or user (the shared schema, as a message for the whole form)', () => {
    const check = inviteCheck(9);
    expect(check({ typed: '', emails: [], users: [] })).toEqual({ errors: { root: I.atLeastOne } });
    expect(check({ typed: '', emails: [], users: [{ id: 4 }] })).toEqual({
      data: { object_id: 9, content_type: 'group', emails: [], users: [4] },
    });
    expect(check({ typed: 'a@b.org', emails: [], users: [] })).toEqual({
      data: { object_id: 9, content_type: 'group', emails: ['a@b.org'], users: [] },
    });
    expect(check({ typed: 'nope', emails: ['a@b.org'], users: [] })).toEqual({
      errors: { typed: I.emailInvalid },
    });
  });
});

describe('join answers', () => {
  const questions: GroupQuestion[] = [
    { id: 'q1', label: 'Why?', type: 'text', required: true, options: '' },
    { id: 'q2', label: 'Level', type: 'radio', required: true, options: 'Beginner\nAdvanced\n' },
    { id: 'q3', label: 'Notes', type: 'textarea', required: false, options: '' },
  ];
  it('required questions must be answered and choices among the options', () => {
    expect(validateAnswers(questions, { q1: '  ' })).toEqual({ q1: M.required, q2: M.required });
    expect(validateAnswers(questions, { q1: 'x', q2: 'Expert' })).toEqual({ q2: M.unknownOption });
    expect(validateAnswers(questions, { q1: 'x', q2: 'Advanced' })).toEqual({});
  });
  it('sends trimmed answers only', () => {
    expect(answersPayload(questions, { q1: ' Metabase ', q2: 'Advanced', q3: ' ' })).toEqual({
      q1: 'Metabase',
      q2: 'Advanced',
    });
  });
  it('presenters need the conference fields and an abstract of at most 250 words', () => {
    expect(validateConference(EMPTY_CONFERENCE)).toEqual({});
    const presenter = { ...EMPTY_CONFERENCE, participant_type: 'presenter' };
    expect(validateConference(presenter)).toEqual({
      submission_type: M.required,
      program_type: M.required,
      title: M.required,
      publication: M.required,
      abstract: M.abstractOrFile,
    });
    expect(validateConference({ ...presenter, abstract: 'word '.repeat(251) }).abstract).toBe(
      M.maxAbstractWords,
    );
  });
});

describe('question builder', () => {
  it('needs a label, and options for choice questions', () => {
    const q = { ...newDraftQuestion(), type: 'radio' as const };
    const errors = validateQuestions([q]);
    expect(errors[`${q.key}.label`]).toBe(M.required);
    expect(errors[`${q.key}.options`]).toBe(M.required);
    expect(validateQuestions([{ ...q, label: 'Level', options: 'A\nB' }])).toEqual({});
  });
  it('drops options of text questions', () => {
    const q = { ...newDraftQuestion(), label: ' Why? ', options: 'stale' };
    expect(questionsPayload([q])).toEqual([{ label: 'Why?', type: 'text', required: false, options: '' }]);
  });
});
