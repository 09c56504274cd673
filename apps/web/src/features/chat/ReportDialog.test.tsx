import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REPORT_REASON_MAX_CHARS, VALIDATION } from '@careerhub/shared';
import { fieldErrors, stubWrites } from '../../test/fetchStub';
import { ReportDialog } from './ReportDialog';
import type { ChatMessage } from './types';

const message = { id: 11, room: 3, messages: [{ type: 'text', value: 'Buy followers now' }] } as ChatMessage;

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog on the form kit', () => {
  it('asks for a reason with the schema’s message, then sends it trimmed with Report disabled meanwhile', async () => {
    const { bodies, answer } = stubWrites();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<ReportDialog message={message} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(VALIDATION.required);
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/Reason/), '  spam  ');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ reason: 'spam' }]));
    expect(screen.getByRole('button', { name: 'Report' })).toBeDisabled();

    answer(fieldErrors({ reason: [VALIDATION.tooLong(CHAT_REPORT_REASON_MAX_CHARS)] }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(
        VALIDATION.tooLong(CHAT_REPORT_REASON_MAX_CHARS),
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
