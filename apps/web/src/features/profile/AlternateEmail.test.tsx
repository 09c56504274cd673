import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_TEXT, type Profile } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { AlternateEmail } from './AlternateEmail';

const profile = {
  email: 'ama@example.org',
  alternate_email: 'ama@work.example.org',
  is_alternate_email_verified: false,
} as unknown as Profile;

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const verify = () => screen.getByRole('button', { name: PROFILE_TEXT.verifyAlternateEmail });

afterEach(() => vi.unstubAllGlobals());

describe('alternate email code on the OTP form', () => {
  it('sends the pasted code as an alternate-email OTP; the server’s message goes under the boxes', async () => {
    const { bodies, answer } = stubWrites();
    const user = userEvent.setup();
    renderPage(<AlternateEmail profile={profile} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(verify()).toBeDisabled();
    await user.click(boxes()[2]!);
    await user.paste('123456');
    await user.click(verify());

    await vi.waitFor(() => expect(bodies).toEqual([{ otp: '123456', type: 'alternate_email' }]));
    answer(fieldErrors({ otp: ['Invalid OTP. 4 attempts left.'] }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Invalid OTP. 4 attempts left.');
    expect(error.id).toBe('alternate-otp-error');
    await vi.waitFor(() => expect(boxes()[0]).toHaveFocus());
  });
});
