import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function Shell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

describe('scroll to top on route change', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls up when the page changes, not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: 'jobs', element: <p>jobs</p> },
            { path: 'circles', element: <p>circles</p> },
          ],
        },
      ],
      { initialEntries: ['/jobs'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/jobs?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/circles'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
