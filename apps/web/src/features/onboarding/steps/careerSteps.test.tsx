import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION, type GroupProfileInput, type Profile } from '@careerhub/shared';
import { ApiError } from '../../../lib/api';
import { testConfig } from '../../../test/renderApp';
import { EMPTY_ANSWERS, type CareerAnswers } from '../careerAnswers';
import type { StepProps } from '../stepProps';
import { CareerInfoStep } from './CareerInfoStep';
import { CurrentRoleStep } from './CurrentRoleStep';

const config = testConfig();
config.options = {
  ...config.options,
  current_roles: [
    { value: 1, label: 'Student' },
    { value: 3, label: 'Working professional' },
  ],
  job_functions: [{ value: 7, label: 'Data and AI' }],
  career_stages: [
    { value: 2, label: 'Early professional' },
    { value: 0, label: 'Other' },
  ],
  reason_to_join: [{ value: 4, label: 'Learn AI skills' }],
  professional_fields: [],
};

/** A step inside a stand-in wizard that keeps the shared answers. */
function Wizard({
  Step,
  saveGroup,
  next = () => {},
}: {
  Step: (props: StepProps) => React.ReactNode;
  saveGroup: (body: GroupProfileInput) => Promise<void>;
  next?: () => void;
}) {
  const [answers, setAnswers] = useState<CareerAnswers>(EMPTY_ANSWERS);
  return (
    <Step
      title="Step"
      profile={{} as Profile}
      config={config}
      progress={null}
      answers={answers}
      setAnswers={setAnswers}
      saveGroup={saveGroup}
      organization={null}
      setOrganization={() => {}}
      next={next}
      back={undefined}
      skippable={false}
    />
  );
}

const serverFailure = (field_errors: Record<string, string[]>) =>
  new ApiError(400, { message: '', detail: '', non_field_errors: [], field_errors });

describe('career-answer steps on the form kit', () => {
  it('current role: Required once tried, checked again live as answers change', async () => {
    const saveGroup = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Wizard Step={CurrentRoleStep} saveGroup={saveGroup} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.formSummary);
    expect(screen.getByRole('group', { name: /What best describes you now/ })).toHaveAccessibleDescription(
      VALIDATION.required,
    );

    await user.click(screen.getByRole('radio', { name: 'Working professional' }));
    expect(screen.getByLabelText('Job function')).toHaveAccessibleDescription(VALIDATION.required);
    await user.selectOptions(screen.getByLabelText('Job function'), 'Data and AI');
    expect(screen.getByLabelText('Job function')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveGroup).not.toHaveBeenCalled();
  });

  it('current role: Next disabled while saving, the server’s message under its field', async () => {
    let fail!: (error: unknown) => void;
    const saveGroup = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const next = vi.fn();
    const user = userEvent.setup();
    render(<Wizard Step={CurrentRoleStep} saveGroup={saveGroup} next={next} />);
    await user.click(screen.getByRole('radio', { name: 'Working professional' }));
    await user.selectOptions(screen.getByLabelText('Job function'), 'Data and AI');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(saveGroup).toHaveBeenCalledWith(
      expect.objectContaining({ current_role: 3, job_function: 7, career_stage: null }),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fail(serverFailure({ job_function: ['Not a job function of this site.'] }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Job function')).toHaveAccessibleDescription(
        'Not a job function of this site.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(next).not.toHaveBeenCalled();
  });

  it('career information: stage and a reason required, checked live; sends the group profile', async () => {
    const saveGroup = vi.fn(async () => {});
    const next = vi.fn();
    const user = userEvent.setup();
    render(<Wizard Step={CareerInfoStep} saveGroup={saveGroup} next={next} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(VALIDATION.required)).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Early professional' }));
    expect(screen.getAllByText(VALIDATION.required)).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Learn AI skills' }));
    expect(screen.queryByText(VALIDATION.required)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(saveGroup).toHaveBeenCalledWith({
      career_stage: 2,
      career_stage_extra: null,
      reason_to_join: [4],
      reason_to_join_extra: null,
      professional_field: null,
      professional_field_extra: null,
    });
    await vi.waitFor(() => expect(next).toHaveBeenCalled());
  });
});
