import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderApp';
import { spreadDigits, otpCode } from './otpDigits';
import VerifyOtpPage from './VerifyOtpPage';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const values = () => boxes().map((box) => (box as HTMLInputElement).value);
const verify = () => screen.getByRole('button', { name: 'Verify' });

function setup() {
  renderPage(<VerifyOtpPage />, { path: '/verify-otp' });
  return userEvent.setup();
}

describe('verify OTP page', () => {
  it('shows six boxes, Resend and the no-reply note', () => {
    setup();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.getByText(`no-reply@${window.location.hostname}`)).toBeInTheDocument();
  });

  it('enables Verify only with six digits, moving on as the user types', async () => {
    const user = setup();
    expect(verify()).toBeDisabled();
    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(boxes()[5]).toHaveFocus();
    expect(verify()).toBeDisabled();
    await user.keyboard('6');
    expect(verify()).toBeEnabled();
  });

  it('ignores letters', async () => {
    const user = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(values()[0]).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('spreads a pasted code over the boxes from the one pasted into', async () => {
    const user = setup();
    await user.click(boxes()[0]!);
    await user.paste('12 34-56');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(verify()).toBeEnabled();

    await user.click(boxes()[3]!);
    await user.paste('98765');
    expect(values()).toEqual(['1', '2', '3', '9', '8', '7']);
  });

  it('Backspace clears the box, then steps back and clears the previous one', async () => {
    const user = setup();
    await user.click(boxes()[0]!);
    await user.paste('123456');
    await user.click(boxes()[5]!);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(verify()).toBeDisabled();
    expect(boxes()[5]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '4', '', '']);
    expect(boxes()[4]).toHaveFocus();
  });

  it('empties a box when its value is deleted without a Backspace key event (phone keyboards)', async () => {
    const user = setup();
    await user.click(boxes()[0]!);
    await user.paste('123456');
    fireEvent.change(boxes()[2]!, { target: { value: '' } });
    expect(values()).toEqual(['1', '2', '', '4', '5', '6']);
    expect(verify()).toBeDisabled();
  });
});

describe('OTP digits', () => {
  it('stops at the last box and reports no change for text without digits', () => {
    expect(spreadDigits(['', '', '', '', '', ''], 4, '123')).toEqual({
      boxes: ['', '', '', '', '1', '2'],
      focus: 5,
      changed: true,
    });
    expect(spreadDigits(['', '', '', '', '', ''], 0, 'abc').changed).toBe(false);
  });

  it('makes a code only of exactly six digits', () => {
    expect(otpCode(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(otpCode(['1', '2', '3', '4', '5', ''])).toBeNull();
  });
});
