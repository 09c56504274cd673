import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

function setup(disabled = false) {
  const onSend = vi.fn(async () => true);
  render(
    <Composer
      onSend={onSend}
      placeholder="Write a message…"
      disabled={disabled}
      disabledText="You blocked Ben."
    />,
  );
  return { onSend, user: userEvent.setup() };
}

describe('Composer (spec section 5)', () => {
  it('Enter sends the text and empties the box', async () => {
    const { onSend, user } = setup();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Hello B{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello B');
    expect(box).toHaveValue('');
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const { onSend, user } = setup();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'first{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('first\nsecond');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('first\nsecond');
  });

  it('blank messages are not sent, by Enter or by the button', async () => {
    const { onSend, user } = setup();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // What was typed stays: nothing was sent, nothing is lost.
    expect(box).toHaveValue('   \n  ');
  });

  it('shows why it cannot send when disabled (a blocked member)', () => {
    setup(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('You blocked Ben.')).toBeInTheDocument();
  });
});
