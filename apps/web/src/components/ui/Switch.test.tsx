import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch';

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <Switch checked={on} onCheckedChange={setOn} label="New followers" description="Someone follows you." />
  );
}

describe('Switch', () => {
  it('is a named switch with its description that toggles on click', () => {
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'New followers' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Someone follows you.');
    fireEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });
});
