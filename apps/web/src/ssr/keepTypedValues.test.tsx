import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedValues, serverFields } from './carryOver';

// act() flushes React's work here as testing-library's render does for the other web tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A visitor's page is hydrated (decision 0050): React adopts the server's fields, and what was
// typed into them before the app ran must reach the app's state.

/** A search box, a select and a checkbox bound to state, as the Job Board binds its filters. */
function Filters({ tick }: { tick: number }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [remote, setRemote] = useState(false);
  return (
    <form data-tick={tick}>
      <input aria-label="Search jobs" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select aria-label="Job type" value={type} onChange={(e) => setType(e.target.value)}>
        <option value="">Any</option>
        <option value="internship">Internship</option>
      </select>
      <input
        type="checkbox"
        aria-label="Remote only"
        checked={remote}
        onChange={(e) => setRemote(e.target.checked)}
      />
      <output>{[search, type, String(remote)].join('|')}</output>
    </form>
  );
}

/** The server's markup, and the visitor typing, choosing and ticking before any script ran. */
function visitedServerPage() {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Filters tick={0} />);
  root.querySelector<HTMLInputElement>('input[aria-label="Search jobs"]')!.value = 'analyst';
  root.querySelector('select')!.value = 'internship';
  root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  return root;
}

async function hydrate(root: HTMLElement) {
  let app!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    app = hydrateRoot(root, <Filters tick={0} />);
  });
  return {
    rerender: () => act(async () => app.render(<Filters tick={1} />)),
    unmount: () => act(async () => app.unmount()),
  };
}

describe('keepTypedValues', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('without it, React writes its own state over what was typed at its next render', async () => {
    const root = visitedServerPage();
    const app = await hydrate(root);
    await app.rerender();
    expect(root.querySelector<HTMLInputElement>('input')!.value).toBe('');
    expect(root.querySelector('output')!.textContent).toBe('||false');
    await app.unmount();
  });

  it('hands what was typed, chosen and ticked to the app, and a later render keeps it', async () => {
    const root = visitedServerPage();
    const fields = serverFields(root);
    const app = await hydrate(root);
    const handOver = keepTypedValues(fields);
    await act(async () => handOver());
    expect(root.querySelector('output')!.textContent).toBe('analyst|internship|true');
    await app.rerender();
    expect(root.querySelector<HTMLInputElement>('input')!.value).toBe('analyst');
    expect(root.querySelector('select')!.value).toBe('internship');
    expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(root.querySelector('output')!.textContent).toBe('analyst|internship|true');
    await app.unmount();
  });

  it('leaves untouched fields alone', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<Filters tick={0} />);
    const fields = serverFields(root);
    const app = await hydrate(root);
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push('input'));
    root.addEventListener('change', () => heard.push('change'));
    await act(async () => keepTypedValues(fields)());
    expect(heard).toEqual([]);
    expect(root.querySelector('output')!.textContent).toBe('||false');
    await app.unmount();
  });
});
