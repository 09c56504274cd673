import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderApp';
import { flatAddressFilters, useAddressFilters } from './useAddressFilters';

const FILTERS = flatAddressFilters(['search', 'kind', 'level']);

function List() {
  const list = useAddressFilters(FILTERS, ['search'], (f) => Boolean(f.search || f.kind));
  const { search } = useLocation();
  return (
    <div>
      <input aria-label="Search" {...list.text('search')} />
      <button onClick={() => list.update({ kind: 'tool' })}>Tools</button>
      <button
        onClick={() => {
          // Two writes from one render, as when a filter changes before the router has rendered
          // the address the search text just wrote.
          list.update({ kind: 'tool' });
          list.update({ level: 'high' });
        }}
      >
        Both
      </button>
      <button onClick={() => list.setPage(list.filters.page + 1)}>Next page</button>
      <button onClick={list.clear}>Clear</button>
      <output aria-label="address">{search}</output>
      <output aria-label="panel">{list.showFilters ? 'open' : 'closed'}</output>
    </div>
  );
}

const address = () => screen.getByLabelText('address').textContent;

describe('useAddressFilters: list filters kept in the address', () => {
  it('reads the address, moves pages, goes back to page 1 on a filter change, and clears', async () => {
    const user = userEvent.setup();
    renderPage(<List />, { url: '/?kind=case&page=2' });
    expect(screen.getByLabelText('panel')).toHaveTextContent('open');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?kind=case&page=3');
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(address()).toBe('?kind=tool');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('');
  });

  it('keeps the first of two writes made before a render shows it', async () => {
    const user = userEvent.setup();
    renderPage(<List />, { url: '/?page=2' });
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(address()).toBe('?kind=tool&level=high');
  });

  it('writes typed text once it has settled for 300 ms, trimmed', async () => {
    const user = userEvent.setup();
    // The list checks the browser's own address (jsdom's is /) before writing.
    renderPage(<List />, { url: '/?page=4' });
    await user.type(screen.getByLabelText('Search'), ' data ');
    expect(screen.getByLabelText('Search')).toHaveValue(' data ');
    expect(address()).toBe('?page=4');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(address()).toBe('?search=data');
  });
});
