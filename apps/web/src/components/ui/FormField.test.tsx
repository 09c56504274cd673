import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the input', async () => {
    const user = userEvent.setup();
    render(<FormField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
  });

  it('marks the input invalid and links the error text', () => {
    render(<FormField label="Email" error="Invalid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address');
  });

  it('describes the input with both hint and error', () => {
    render(
      <FormField id="pw" label="Password" hint="At least 8 characters" error="Please enter a password" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-describedby', 'pw-hint pw-error');
    expect(input).toHaveAccessibleDescription('At least 8 characters Please enter a password');
  });
});
