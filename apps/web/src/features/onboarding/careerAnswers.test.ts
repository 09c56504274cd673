import { describe, expect, it } from 'vitest';
import type { Options } from '@careerhub/shared';
import {
  EMPTY_ANSWERS,
  answersFromGroupProfile,
  forcedStage,
  reasonsForStage,
  setCareerStage,
  setCurrentRole,
  stagesForRole,
  toggleReason,
  type CareerAnswers,
} from './careerAnswers';

const item = (value: number, label: string) => ({ value, label });
const options: Pick<Options, 'career_stages' | 'reason_to_join' | 'role_stage_map' | 'career_reason_map'> = {
  career_stages: [
    item(1, 'High school'),
    item(2, 'College'),
    item(3, 'Early'),
    item(4, 'Mid'),
    item(0, 'Other'),
  ],
  reason_to_join: [item(1, 'Learn AI'), item(2, 'Find a job'), item(5, 'Mentor others'), item(0, 'Other')],
  role_stage_map: { '1': [1], '3': [3, 4] },
  career_reason_map: { '1': [1, 0], '4': [1, 2, 5, 0] },
};

const answered: CareerAnswers = {
  ...EMPTY_ANSWERS,
  current_role: 3,
  job_function: 2,
  career_stage: 4,
  reason_to_join: [1, 5],
  career_goal: 'both',
  ai_knowledge_level: 2,
};

describe('career answer resets', () => {
  it('changing career stage clears the career goal and the reasons to join', () => {
    const next = setCareerStage(answered, 3);
    expect(next).toMatchObject({ career_stage: 3, reason_to_join: [], career_goal: null });
    expect(next.ai_knowledge_level).toBe(2);
  });

  it('choosing the same stage again keeps everything', () => {
    expect(setCareerStage(answered, 4)).toBe(answered);
  });

  it('changing current role resets the career stage (and with it the reasons)', () => {
    const next = setCurrentRole(answered, 6, options);
    expect(next).toMatchObject({
      current_role: 6,
      career_stage: null,
      reason_to_join: [],
      career_goal: null,
      job_function: null,
    });
  });

  it('a high-school role forces the basic career stage', () => {
    expect(forcedStage(1, options)).toBe(1);
    expect(setCurrentRole(answered, 1, options)).toMatchObject({
      current_role: 1,
      career_stage: 1,
      reason_to_join: [],
    });
    expect(stagesForRole(1, options).map((s) => s.value)).toEqual([1]);
  });

  it('job function is kept only for the working professional role', () => {
    const student = setCurrentRole(answered, 1, options);
    expect(student.job_function).toBeNull();
  });

  it('a role offers its allowed stages plus Other; no role offers every stage', () => {
    expect(stagesForRole(3, options).map((s) => s.value)).toEqual([3, 4, 0]);
    expect(stagesForRole(null, options)).toHaveLength(5);
    expect(forcedStage(3, options)).toBeNull();
  });

  it('reasons follow the stage; a stage without a map entry offers every reason', () => {
    expect(reasonsForStage(1, options).map((r) => r.value)).toEqual([1, 0]);
    expect(reasonsForStage(2, options)).toHaveLength(4);
  });

  it('unticking Other clears its text', () => {
    const withOther = { ...toggleReason(answered, 0), reason_to_join_extra: 'Volunteering' };
    expect(withOther.reason_to_join).toEqual([1, 5, 0]);
    expect(toggleReason(withOther, 0)).toMatchObject({ reason_to_join: [1, 5], reason_to_join_extra: '' });
  });

  it('reads stored answers, tolerating a missing group profile', () => {
    expect(answersFromGroupProfile(null)).toEqual(EMPTY_ANSWERS);
    expect(
      answersFromGroupProfile({ career_stage: 2, reason_to_join: [1], career_goal: 'both' }),
    ).toMatchObject({
      career_stage: 2,
      reason_to_join: [1],
      career_goal: 'both',
      current_role: null,
    });
  });
});
