import { VALIDATION } from '@careerhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderApp';
import { SignupDialog } from './SignupDialog';
import SignupPage from './SignupPage';

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('sign-up page', () => {
  it('shows every field message and the summary line when sent empty, focusing the first', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.formSummary);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(VALIDATION.firstNameMin);
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(VALIDATION.lastNameMin);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION.emailEmpty);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `At least 8 characters. ${VALIDATION.passwordMin}`,
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();

    // Fixing a field takes its message away.
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.queryByText(VALIDATION.firstNameMin)).not.toBeInTheDocument();
  });

  it('reports a bad email and passwords that do not match', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.type(screen.getByLabelText('Confirm password'), 'analytic');
    await user.click(submit());
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('has no captcha and no social buttons when the site configures none', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    expect(screen.queryByText(/reCAPTCHA/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('blocks signup until the reCAPTCHA is completed when the site has a key', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, {
      path: '/signup',
      ui: {
        captcha_site_key: 'site-key',
        social_login: { google: false, facebook: true, linkedin: true },
        social_client_ids: { google: null, facebook: 'fb-app', linkedin: 'li-client' },
      },
    });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.type(screen.getByLabelText('Confirm password'), 'analytical');
    await user.click(submit());
    expect(screen.getByText(VALIDATION.captcha)).toBeInTheDocument();
  });

  it('keeps next and join on the login link and links the terms', () => {
    renderPage(<SignupPage />, { url: '/signup?next=%2Fcircle%2Fai&join=true', path: '/signup' });
    const footer = screen.getByText(/Already have an account/).closest('div')!;
    expect(within(footer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcircle%2Fai&join=true',
    );
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});

describe('sign-up dialog', () => {
  it('asks for an account in place and returns to the page after login', async () => {
    const user = userEvent.setup();
    renderPage(<SignupDialog open onOpenChange={() => undefined} />, {
      url: '/resource/ai-basics?tab=2',
      path: '/resource/:slug',
    });
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fresource%2Fai-basics%3Ftab%3D2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText(VALIDATION.emailEmpty)).toBeInTheDocument();
  });
});
