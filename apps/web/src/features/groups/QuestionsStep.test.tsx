import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES, GROUPS_TEXT as T } from '@careerhub/shared';
import { ApiError } from '../../lib/api';
import { QuestionsStep } from './QuestionsStep';

const serverFailure = (field_errors: Record<string, string[]>) =>
  new ApiError(400, { message: '', detail: '', non_field_errors: [], field_errors });

describe('QuestionsStep (circle, event and job questions) on the form kit', () => {
  it('asks for a label and, for a choice, its options; sends the new questions', async () => {
    const save = vi.fn(async () => 'Questions added');
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<QuestionsStep intro="Intro" saved={0} save={save} failed="Failed" onDone={onDone} />);
    await user.selectOptions(screen.getByLabelText(`${T.questionType} 1`), 'radio');
    await user.click(screen.getByRole('button', { name: T.saveQuestions }));
    expect(screen.getByLabelText(`${T.questionLabel} 1`)).toHaveAccessibleDescription(
      GROUP_MESSAGES.required,
    );
    expect(screen.getByLabelText(`${T.questionOptions} 1`)).toHaveAccessibleDescription(
      GROUP_MESSAGES.required,
    );
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(`${T.questionLabel} 1`), ' Your level ');
    await user.type(screen.getByLabelText(`${T.questionOptions} 1`), 'Beginner{enter}Expert');
    await user.click(screen.getByRole('button', { name: T.saveQuestions }));
    expect(save).toHaveBeenCalledWith([
      { label: 'Your level', type: 'radio', required: false, options: 'Beginner\nExpert' },
    ]);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('disables Save while saving; a server message after the saved questions lands on the new one', async () => {
    let fail!: (error: unknown) => void;
    const save = vi.fn(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    render(<QuestionsStep intro="Intro" saved={2} save={save} failed="Failed" onDone={() => {}} />);
    await user.type(screen.getByLabelText(`${T.questionLabel} 1`), 'Portfolio');
    await user.click(screen.getByRole('button', { name: T.saveQuestions }));
    expect(screen.getByRole('button', { name: T.saveQuestions })).toBeDisabled();

    fail(serverFailure({ 'extra_info.questions.2.label': ['This label is taken.'] }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(`${T.questionLabel} 1`)).toHaveAccessibleDescription(
        'This label is taken.',
      ),
    );
    expect(screen.getByRole('button', { name: T.saveQuestions })).toBeEnabled();
  });
});
