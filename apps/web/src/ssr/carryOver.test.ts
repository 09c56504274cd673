import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOverServerInputs } from './carryOver';

// The app replaces the server's markup (decision 0037): what a visitor typed there must survive.

function serverPage(root: HTMLElement) {
  root.innerHTML = `
    <label for="R1">Search jobs</label><input id="R1" type="search" value="">
    <select name="job_type"><option value="" selected>Any</option><option value="internship">Internship</option></select>
    <input type="checkbox" aria-label="Remote only">
    <input aria-label="Untouched" value="kept">`;
}

/** What React draws: other generated ids, and listeners that record what the page heard. */
function appPage(root: HTMLElement, heard: string[]) {
  root.innerHTML = `
    <label for="r9">Search jobs</label><input id="r9" type="search" value="">
    <select name="job_type"><option value="" selected>Any</option><option value="internship">Internship</option></select>
    <input type="checkbox" aria-label="Remote only">
    <input aria-label="Untouched" value="fresh">`;
  root.addEventListener('input', (e) => heard.push(`input:${(e.target as HTMLInputElement).value}`));
  root.addEventListener('change', (e) =>
    heard.push(`change:${(e.target as HTMLInputElement).name || 'box'}`),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('carryOverServerInputs', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the app’s fields what the visitor typed, chose and ticked, and puts focus back', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    serverPage(root);
    carryOverServerInputs(root);
    const search = root.querySelector<HTMLInputElement>('#R1')!;
    search.focus();
    search.value = 'Data Fellow';
    root.querySelector<HTMLSelectElement>('select')!.value = 'internship';
    root.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true;

    const heard: string[] = [];
    appPage(root, heard);
    await flush();

    const after = root.querySelector<HTMLInputElement>('#r9')!;
    expect(after.value).toBe('Data Fellow');
    expect(document.activeElement).toBe(after);
    expect(after.selectionStart).toBe('Data Fellow'.length);
    expect(root.querySelector<HTMLSelectElement>('select')!.value).toBe('internship');
    expect(root.querySelector<HTMLInputElement>('[type=checkbox]')!.checked).toBe(true);
    // A field the visitor did not touch keeps the app's value.
    expect(root.querySelector<HTMLInputElement>('[aria-label=Untouched]')!.value).toBe('fresh');
    expect(heard).toEqual(expect.arrayContaining(['input:Data Fellow', 'change:job_type', 'change:box']));
  });

  it('does nothing when the visitor changed nothing, and stops watching after its time', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      document.body.append(root);
      serverPage(root);
      carryOverServerInputs(root, 1_000);
      vi.advanceTimersByTime(1_001);
      root.querySelector<HTMLInputElement>('#R1')!.value = 'too late';
      const heard: string[] = [];
      appPage(root, heard);
      await vi.runAllTimersAsync();
      expect(root.querySelector<HTMLInputElement>('#r9')!.value).toBe('');
      expect(heard).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a field the app draws after a loading state (a signed-in member’s page)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    serverPage(root);
    carryOverServerInputs(root);
    root.querySelector<HTMLInputElement>('#R1')!.value = 'Impact Analyst';

    // The app's first commit is its layout and a skeleton: no search box yet.
    root.innerHTML = '<div role="status" aria-label="Loading"></div>';
    await flush();
    const heard: string[] = [];
    appPage(root, heard);
    await flush();

    expect(root.querySelector<HTMLInputElement>('#r9')!.value).toBe('Impact Analyst');
    expect(heard).toContain('input:Impact Analyst');
  });
});
