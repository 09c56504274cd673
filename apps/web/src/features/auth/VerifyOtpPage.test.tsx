import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { spreadDigits, otpCode } from './otpDigits';
import { otpCheck } from './otpForm';
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

describe('verify OTP on the form kit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills every box from the first when the whole code is pasted into any box', async () => {
    const user = setup();
    await user.click(boxes()[3]!);
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('sends the code and its type; the server’s message goes under the boxes, focus back on the first', async () => {
    const { bodies, answer } = stubWrites();
    const user = setup();
    await user.click(boxes()[0]!);
    await user.paste('123456');
    await user.click(verify());
    await vi.waitFor(() => expect(bodies).toEqual([{ otp: '123456', type: 'registration' }]));
    expect(boxes()[0]).toBeDisabled();

    answer(fieldErrors({ otp: ['Invalid OTP. 4 attempts left.'] }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Invalid OTP. 4 attempts left.');
    expect(error.id).toBe('otp-error');
    expect(boxes()[0]).toHaveAccessibleDescription(expect.stringContaining('Invalid OTP.'));
    await vi.waitFor(() => expect(boxes()[0]).toHaveFocus());
    // Editing a box clears the message.
    await user.keyboard('9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal without a field message goes under the boxes too', async () => {
    const { answer } = stubWrites();
    const user = setup();
    await user.click(boxes()[0]!);
    await user.paste('123456');
    await user.click(verify());
    answer(
      json(
        { message: 'Too many attempts. Request a new code.', non_field_errors: [], field_errors: {} },
        400,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Request a new code.');
  });

  it('checks the code with the shared schema', () => {
    expect(otpCheck('alternate_email')({ otp: ['1', '2', '3', '4', '5', '6'] })).toEqual({
      data: { otp: '123456', type: 'alternate_email' },
    });
    expect(otpCheck('registration')({ otp: ['1', '2', '', '', '', ''] })).toEqual({
      errors: { otp: VALIDATION.otpFormat },
    });
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
