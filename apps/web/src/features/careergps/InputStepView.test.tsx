import { AGENT_MESSAGES as M, type AgentInputStep, type Identity } from '@careerhub/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InputStepView, checkScreen, completionPercent } from './InputStepView';

const likert: AgentInputStep = {
  type: 'custom_form',
  questions: [
    { id: 'r1', type: 'radio', label: 'Lay brick or tile', required: true, options: ['No', 'Maybe', 'Yes'] },
    { id: 'note', type: 'text', label: 'Anything else', required: false },
  ],
};
const identityMissing = (missing: string[]) =>
  ({ profile_completion: { level: 'basic', missing } }) as unknown as Identity;

describe('a CareerGPS screen', () => {
  it('asks for every required answer and checks the registration email', () => {
    expect(checkScreen(likert, {}, undefined)).toEqual({ r1: [M.answerRequired('Lay brick or tile')] });
    expect(checkScreen(likert, { r1: 2 }, undefined)).toEqual({});
    expect(
      checkScreen({ type: 'registration' }, { first_name: 'A', last_name: 'B', email: 'x' }, undefined),
    ).toEqual({
      email: [M.invalidEmail],
    });
  });

  it('gates a profile-source step on profile completion with the spec’s message', () => {
    expect(completionPercent(identityMissing(['career', 'resume_or_linkedin']))).toBe(33);
    expect(
      checkScreen({ type: 'auth_profile_source' }, {}, identityMissing(['career', 'resume_or_linkedin'])),
    ).toEqual({
      _profile: [M.profileCompletion(40)],
    });
    expect(checkScreen({ type: 'auth_profile_source' }, {}, identityMissing(['resume_or_linkedin']))).toEqual(
      {},
    );
  });

  it('answers a radio question with the option’s position, by keyboard-reachable radios', () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <InputStepView input={likert} values={{}} errors={{}} onChange={onChange} identity={undefined} />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: /Lay brick or tile/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenCalledWith('r1', 3);
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText(/Anything else/)).toBeInTheDocument();
  });
});
