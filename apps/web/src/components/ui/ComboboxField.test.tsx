import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../lib/geo';
import { ComboboxField } from './ComboboxField';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ComboboxField label="Country" options={countryOptions()} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const input = () => screen.getByRole('combobox', { name: 'Country' });
const value = () => screen.getByTestId('value').textContent;

describe('ComboboxField: a searchable ISO country list', () => {
  it('shows the stored code by its name and lists every ISO 3166 country', () => {
    render(<Harness initial="DE" />);
    expect(input()).toHaveValue('Germany');
    expect(countryOptions()).toHaveLength(250);
  });

  it('filters as one types, names that start with the text first; Enter stores the code', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'ind' } });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('India');
    expect(options).toContain('Indonesia');
    expect(options).toContain('British Indian Ocean Territory');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(value()).toBe('ID');
    expect(input()).toHaveValue('Indonesia');
  });

  it('keeps only listed values: free text puts the chosen country back, an empty box clears it', () => {
    render(<Harness initial="GH" />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'Data Analyst' } });
    fireEvent.blur(input());
    expect(value()).toBe('GH');
    expect(input()).toHaveValue('Ghana');
    fireEvent.change(input(), { target: { value: 'côte d’ivoire' } });
    fireEvent.click(screen.getByRole('option', { name: 'Côte d’Ivoire' }));
    expect(value()).toBe('CI');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(value()).toBe('');
  });

  it('opens with arrow down, closes with Escape putting the chosen name back, and Enter on a closed list chooses nothing', () => {
    render(<Harness initial="GH" />);
    fireEvent.change(input(), { target: { value: 'ger' } });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Germany' }).id,
    );
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Ghana');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(value()).toBe('GH');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(250);
  });
});
