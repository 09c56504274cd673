import { loginSchema, VALIDATION } from '@careerhub/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { FormField } from '../ui/FormField';
import { applyServerErrors } from './serverErrors';
import { useZodForm } from './useZodForm';

const serverFailure = (field_errors: Record<string, string[]>, non_field_errors: string[] = []) =>
  new ApiError(400, { message: '', detail: '', non_field_errors, field_errors });

function LoginLike({ send }: { send: (data: { email: string; password: string }) => Promise<void> }) {
  const form = useZodForm(loginSchema, { email: '', password: '' }, 'kit');
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await send(data);
    } catch (error) {
      const { formMessage } = applyServerErrors(form, error, { username: 'email' });
      if (formMessage) form.setError('root.server', { message: formMessage });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <FormField label="Email" {...form.field('email')} />
      <FormField label="Password" type="password" hint="Your password" {...form.field('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm: forms checked by the shared schema', () => {
  it('shows the schema’s first message per field, linked and marked invalid, and focuses the first', async () => {
    const send = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<LoginLike send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('id', 'kit-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(VALIDATION.emailEmpty);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `Your password ${VALIDATION.passwordEmpty}`,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as it is edited, without checking again before submit', async () => {
    const user = userEvent.setup();
    render(<LoginLike send={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(VALIDATION.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordEmpty)).toBeInTheDocument();
  });

  it('sends the parsed data (trimmed email)', async () => {
    const send = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<LoginLike send={send} />);
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
  });

  it('maps the server’s field_errors onto fields (renamed ones too) and keeps the rest for the form', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(serverFailure({ password: ['Wrong password.'], username: ['Taken.'] }))
      .mockRejectedValueOnce(serverFailure({ unknown_field: ['Nope.'] }, ['Account locked.']));
    const user = userEvent.setup();
    render(<LoginLike send={send} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Taken.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password Wrong password.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Account locked.');
    expect(screen.queryByText('Nope.')).not.toBeInTheDocument();
  });
});
