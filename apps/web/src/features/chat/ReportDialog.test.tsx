import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REPORT_REASON_MAX_CHARS, VALIDATION } from '@careerhub/shared';
import { ReportDialog } from './ReportDialog';
import type { ChatMessage } from './types';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const message = { id: 11, room: 3, messages: [{ type: 'text', value: 'Buy followers now' }] } as ChatMessage;

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog on the form kit', () => {
  it('asks for a reason with the schema’s message, then sends it trimmed with Report disabled meanwhile', async () => {
    let answer!: (response: Response) => void;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
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

    answer(
      json(
        {
          message: '',
          non_field_errors: [],
          field_errors: { reason: [VALIDATION.tooLong(CHAT_REPORT_REASON_MAX_CHARS)] },
        },
        400,
      ),
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(
        VALIDATION.tooLong(CHAT_REPORT_REASON_MAX_CHARS),
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
