import { AGENT_MESSAGES as M, type AgentInputStep } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { checkStageAnswers } from './agents.answers.js';

const form: AgentInputStep = {
  type: 'custom_form',
  questions: [
    {
      id: 'q1',
      type: 'radio',
      label: 'Lay brick or tile',
      required: true,
      options: ['a', 'b', 'c', 'd', 'e'],
    },
    { id: 'q2', type: 'selection', label: 'Stage', required: false, options: 'Student, Early career' },
    { id: 'q3', type: 'textarea', label: 'Goal', required: false },
  ],
};
const registration: AgentInputStep = { type: 'registration' };
const checklist: AgentInputStep = {
  type: 'group_checklist',
  sections: [{ key: 's', title: 'S', options: [{ key: 'x', label: 'X', value: 'false' }] }],
};

describe('a stage’s answers', () => {
  it('accepts answers in range and trims text', () => {
    expect(checkStageAnswers([form], { q1: 5, q2: 'Early career', q3: '  grow ' })).toEqual({
      ok: true,
      answers: { q1: 5, q2: 'Early career', q3: 'grow' },
    });
  });
  it('refuses a skipped required item, an answer out of range and an unknown option', () => {
    expect(checkStageAnswers([form], {})).toEqual({
      ok: false,
      fieldErrors: { q1: [M.answerRequired('Lay brick or tile')] },
    });
    for (const bad of [0, 6, 2.5, '3'])
      expect(checkStageAnswers([form], { q1: bad })).toEqual({
        ok: false,
        fieldErrors: { q1: [M.outOfRange('Lay brick or tile', 5)] },
      });
    expect(checkStageAnswers([form], { q1: 1, q2: 'Retired' })).toMatchObject({
      fieldErrors: { q2: [M.notAnOption('Stage')] },
    });
  });
  it('refuses answers that belong to no input step', () => {
    expect(checkStageAnswers([form], { q1: 1, q9: 1 })).toMatchObject({
      fieldErrors: { q9: [M.unknownAnswer] },
    });
  });
  it('checks the registration step: required fields, the email pattern, country US by default', () => {
    expect(checkStageAnswers([registration], { first_name: 'Ada', last_name: 'L', email: 'nope' })).toEqual({
      ok: false,
      fieldErrors: { email: [M.invalidEmail] },
    });
    expect(checkStageAnswers([registration], { first_name: 'Ada', last_name: 'L', email: 'a@b.co' })).toEqual(
      {
        ok: true,
        answers: { first_name: 'Ada', last_name: 'L', country: 'US', email: 'a@b.co' },
      },
    );
  });
  it('reads checklist ticks as true or false only', () => {
    expect(checkStageAnswers([checklist], { x: 'true' })).toEqual({ ok: true, answers: { x: true } });
    expect(checkStageAnswers([checklist], { x: 'yes' })).toMatchObject({
      fieldErrors: { x: [M.notChecked] },
    });
  });
});
