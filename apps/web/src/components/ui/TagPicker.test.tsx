import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagPicker, type TagItem } from './TagPicker';

const SKILLS: TagItem[] = [
  { id: 1, name: 'Python' },
  { id: 2, name: 'PyTorch' },
  { id: 3, name: 'SQL' },
];

function Harness(props: {
  initial?: TagItem[];
  max?: number;
  limitMessage?: string;
  createItem?: (name: string) => Promise<TagItem | null>;
}) {
  const [value, setValue] = useState<TagItem[]>(props.initial ?? []);
  return (
    <>
      <TagPicker
        label="Skills"
        value={value}
        onChange={setValue}
        max={props.max}
        limitMessage={props.limitMessage}
        loadSuggestions={load}
        {...(props.createItem ? { createItem: props.createItem } : {})}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const load = vi.fn(async (search: string) =>
  SKILLS.filter((s) => s.name.toLowerCase().includes(search.toLowerCase())),
);
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as TagItem[];
const input = () => screen.getByRole('combobox', { name: 'Skills' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  load.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('TagPicker (spec section 5)', () => {
  it('searches only from 2 characters, 500 ms after typing stops', async () => {
    render(<Harness />);
    type('p');
    await advance(600);
    expect(load).not.toHaveBeenCalled();
    type('py');
    await advance(300);
    type('pyt');
    await advance(499);
    expect(load).not.toHaveBeenCalled();
    await advance(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('pyt');
    expect(screen.getByRole('option', { name: 'PyTorch' })).toBeInTheDocument();
  });

  it('adds a typed value that matches a suggestion as that suggestion when Enter is pressed', async () => {
    render(<Harness />);
    type('sql');
    await advance(500);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(value()).toEqual([{ id: 3, name: 'SQL' }]);
    expect(input()).toHaveValue('');
  });

  it('creates a new item for a name nobody has yet', async () => {
    const createItem = vi.fn(async (name: string) => ({ id: 99, name }));
    render(<Harness createItem={createItem} />);
    type('Prompt design');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(createItem).toHaveBeenCalledWith('Prompt design');
    expect(value()).toEqual([{ id: 99, name: 'Prompt design' }]);
  });

  it('stops at the maximum with "You can only add up to {n} items"', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: i + 10, name: `Skill ${i}` }));
    render(<Harness initial={seven} />);
    type('Python');
    await advance(500);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(value()).toHaveLength(7);
    expect(screen.getByText('You can only add up to 7 items')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes the suggestions 200 ms after the field loses focus', async () => {
    render(<Harness />);
    type('py');
    await advance(500);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input());
    await advance(199);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await advance(1);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes a chosen item with its button', async () => {
    render(<Harness initial={[{ id: 1, name: 'Python' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Python' }));
    expect(value()).toEqual([]);
  });

  it('refuses a one-character name and a name already chosen in another case, saying why', async () => {
    render(<Harness initial={[{ id: 3, name: 'SQL' }]} />);
    type('R');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    type('sql');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(screen.getByText('"sql" is already in the list.')).toBeInTheDocument();
    expect(value()).toEqual([{ id: 3, name: 'SQL' }]);
  });

  it('walks the suggestions with the arrow keys and adds the highlighted one with Enter', async () => {
    render(<Harness />);
    type('py');
    await advance(500);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'PyTorch' }).id,
    );
    expect(screen.getByRole('option', { name: 'PyTorch' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(value()).toEqual([{ id: 1, name: 'Python' }]);
    expect(input()).toHaveValue('');
  });

  it('adds a suggestion on click, and Escape closes the list without choosing', async () => {
    render(<Harness />);
    type('py');
    await advance(500);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(value()).toEqual([]);
    expect(input()).toHaveValue('py');
    type('pyt');
    await advance(500);
    fireEvent.click(screen.getByRole('option', { name: 'PyTorch' }));
    await advance(0);
    expect(value()).toEqual([{ id: 2, name: 'PyTorch' }]);
  });

  it('removes the last chip with Backspace in an empty field, and only then', async () => {
    render(
      <Harness
        initial={[
          { id: 1, name: 'Python' },
          { id: 3, name: 'SQL' },
        ]}
      />,
    );
    type('ab');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(value()).toHaveLength(2);
    type('');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(value()).toEqual([{ id: 1, name: 'Python' }]);
  });

  it('reaches the chips with arrow left and removes the focused one with Delete', async () => {
    render(
      <Harness
        initial={[
          { id: 1, name: 'Python' },
          { id: 3, name: 'SQL' },
        ]}
      />,
    );
    input().focus();
    fireEvent.keyDown(input(), { key: 'ArrowLeft' });
    const sql = screen.getByRole('button', { name: 'Remove SQL' });
    expect(sql).toHaveFocus();
    fireEvent.keyDown(sql, { key: 'ArrowLeft' });
    const python = screen.getByRole('button', { name: 'Remove Python' });
    expect(python).toHaveFocus();
    fireEvent.keyDown(python, { key: 'Delete' });
    expect(value()).toEqual([{ id: 3, name: 'SQL' }]);
  });

  it('says the caller’s limit message once the maximum is reached', async () => {
    const three = [1, 2, 3].map((i) => ({ id: i + 10, name: `Topic ${i}` }));
    render(<Harness initial={three} max={3} limitMessage="Maximum 3 topics" />);
    type('Climate');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await advance(0);
    expect(value()).toHaveLength(3);
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Maximum 3 topics'));
  });

  it('picks existing things only when new ones are not allowed, telling same-named people apart by id', async () => {
    interface Person extends TagItem {
      id: number;
      town: string;
    }
    const people: Person[] = [
      { id: 7, name: 'Ana Silva', town: 'Porto' },
      { id: 8, name: 'Ana Silva', town: 'Lisbon' },
    ];
    function People() {
      const [value, setValue] = useState<Person[]>([people[0]!]);
      return (
        <>
          <TagPicker<Person>
            label="People"
            value={value}
            onChange={setValue}
            loadSuggestions={async () => people}
            allowNew={false}
            itemKey={(p) => String(p.id)}
            renderOption={(p) => `${p.name} (${p.town})`}
          />
          <output data-testid="value">{JSON.stringify(value.map((p) => p.id))}</output>
        </>
      );
    }
    render(<People />);
    const box = screen.getByRole('combobox', { name: 'People' });
    fireEvent.change(box, { target: { value: 'Nobody here' } });
    await advance(500);
    expect(screen.getByRole('option', { name: 'Ana Silva (Lisbon)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ana Silva (Porto)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Press Enter to add/)).not.toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(0);
    expect(screen.getByTestId('value')).toHaveTextContent('[7]');
    fireEvent.click(screen.getByRole('option', { name: 'Ana Silva (Lisbon)' }));
    await advance(0);
    expect(screen.getByTestId('value')).toHaveTextContent('[7,8]');
  });
});
