import { FEEDBACK_TEXT, VALIDATION } from '@careerhub/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FeedbackPage from './FeedbackPage';

describe('FeedbackPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is titled Feedback with a title and a description field', () => {
    render(<FeedbackPage />);
    expect(screen.getByRole('heading', { level: 1, name: FEEDBACK_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByLabelText(FEEDBACK_TEXT.titleLabel)).toBeRequired();
    expect(screen.getByLabelText(FEEDBACK_TEXT.descriptionLabel)).toBeRequired();
  });

  it('sends nothing and says both fields are required when one is empty', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(<FeedbackPage />);
    await user.type(screen.getByLabelText(FEEDBACK_TEXT.titleLabel), 'Search');
    await user.click(screen.getByRole('button', { name: FEEDBACK_TEXT.submit }));

    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.feedbackBoth);
    const description = screen.getByLabelText(FEEDBACK_TEXT.descriptionLabel);
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(`${VALIDATION.feedbackBoth} 0 / 4000`);
    expect(screen.getByLabelText(FEEDBACK_TEXT.titleLabel)).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
