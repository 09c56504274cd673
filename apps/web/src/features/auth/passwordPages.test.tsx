import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';
import { renderPage } from '../../test/renderApp';
import ChangePasswordPage from './ChangePasswordPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';

let toasts: ToastMessage[] = [];
const stop = subscribeToToasts((t) => toasts.push(t));
afterEach(() => {
  toasts = [];
});
afterAll(() => stop());

// Typing is slow on a busy 2-core machine: more than the 5 s default is allowed.
describe('forgot password page', { timeout: 15_000 }, () => {
  it('asks for a valid email before sending anything, focusing the field', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const recover = screen.getByRole('button', { name: 'Recover my account' });
    await user.click(recover);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION.emailValid);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    expect(screen.queryByText(VALIDATION.emailValid)).not.toBeInTheDocument();
    await user.click(recover);
    expect(screen.getByText(VALIDATION.emailValid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('says recovery could not be performed when no answer comes back, keeping the form', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    // No API server runs beside these tests: the request fails like a dropped connection.
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Recover my account' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ message: AUTH_MESSAGES.couldNotRecover, variant: 'error' }),
      ]),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByRole('button', { name: 'Recover my account' })).toBeEnabled();
  });
});

describe('change password page', { timeout: 15_000 }, () => {
  const field = (label: string) => screen.getByLabelText(label, { exact: true });

  it('requires all three fields', async () => {
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Current password')).toHaveAccessibleDescription(VALIDATION.required);
    expect(field('New password')).toHaveAccessibleDescription(
      `At least 8 characters. ${VALIDATION.required}`,
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription(VALIDATION.required);
    expect(field('Current password')).toHaveFocus();
  });

  it('puts "Passwords do not match" on both fields, and fixing either clears both', async () => {
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'new-password-1');
    await user.type(field('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText(VALIDATION.passwordsMismatch)).toHaveLength(2);
    expect(field('New password')).toHaveFocus();
    await user.type(field('Confirm new password'), '{Backspace}1');
    expect(screen.queryByText(VALIDATION.passwordsMismatch)).not.toBeInTheDocument();
  });

  it('gives a short new password the sign-up message', async () => {
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();
  });
});

describe('email verification page', () => {
  it('says Invalid Request when the link has no token, with a way home', () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
